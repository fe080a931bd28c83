/**
 * The words around a list widget's rows: its heading (the campaign's string key) and the empty message (the
 * campaign's, else the widget's own `empty` string); a list read from a data source is named by its heading,
 * else the widget's own `label` string. `listWordProps` are the two props a campaign sets them with.
 */
import { text, useData, useT } from '@engine';
import { opt } from '../fields';
import { useWidgetT } from '../useWidgetT';

export interface ListWordProps {
  title?: string | undefined;
  emptyText?: string | undefined;
}

/** The `title` and `emptyText` props: a title above `rows`; the message shown when `none` (by default: `fallback`). */
export function listWordProps(rows: string, none: string, fallback: string) {
  return {
    title: opt(text(`String key of a title above ${rows}.`), `String key of a title above ${rows}.`),
    emptyText: opt(text(`String key shown when ${none}.`), `String key shown when ${none} (default: ${fallback}).`),
  };
}

export function useListWords(widget: string, props: ListWordProps) {
  const t = useT();
  const wt = useWidgetT(widget);
  const title = props.title ? t(props.title) : undefined;
  return { t, wt, title, empty: props.emptyText ? t(props.emptyText) : wt('empty') };
}

/**
 * A list widget whose rows come from a declared data source: its words, the source's answer (`data`), what its
 * ListSection takes (`section`: heading, busy while the rows load) and what its ListView takes (`view`: the read,
 * the empty message, the list's name).
 */
export function useSourceList(widget: string, props: ListWordProps & { source: string }) {
  const { t, wt, title, empty } = useListWords(widget, props);
  const read = useData<unknown>(props.source);
  return { t, wt, data: read.data, section: { title, busy: read.status === 'pending' }, view: { read, empty, label: title ?? wt('label') } };
}
