import { defineWidget } from '@engine';
import { textProps } from './schema';

/** Characters of a line of text on a phone (380 px of 16 px text). */
const LINE_CHARS = 45;
/** Characters a value takes in the text: a number or a name, a date written out. */
const VALUE_CHARS = 8;
const DATE_CHARS = 24;

/**
 * While its values load, the text's height on a phone: its padding (24 px), its title (28 px), its lines (25 px
 * each, a paragraph's lines by its length, its values as long as a value or a date is) and the 10 px between
 * paragraphs; one line without the page's strings.
 */
function textHeight(props: Readonly<Record<string, unknown>>, _content: number, _children: number, strings?: (key: string) => string): number {
  const dates = Array.isArray(props.dates) ? props.dates : [];
  const words = typeof props.text === 'string' && strings ? strings(props.text) : '';
  const paragraphs = words.replace(/\{(\w+)\}/g, (_, name: string) => 'x'.repeat(dates.includes(name) ? DATE_CHARS : VALUE_CHARS)).split(/\n\s*\n/);
  const lines = paragraphs.reduce((n, p) => n + p.split('\n').reduce((k, line) => k + Math.max(1, Math.ceil(line.length / LINE_CHARS)), 0), 0);
  return 24 + (props.title ? 28 : 0) + 25 * lines + 10 * (paragraphs.length - 1);
}

/** A block of text such as the rules, from a string key. */
export const text = defineWidget({
  type: 'text',
  version: 1,
  description: 'A paragraph from a string key (e.g. the rules), with an optional title and placeholder values.',
  props: textProps,
  component: () => import('./Component'),
  module: import.meta.url,
  everyPage: true,
  skeletonHeight: textHeight,
  // Its words paint with the page; a value read from data shows a placeholder until it is in.
  whileLoading: 'values',
});
