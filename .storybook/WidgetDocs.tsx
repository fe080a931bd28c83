/**
 * The documentation page of every widget, generated (Storybook's docs addon): what the widget is for (its
 * registry description), its props table from its schema (type or allowed values, required, default), the data
 * it reads, its first story live, and the YAML of each story to paste into a campaign. A story file that shows
 * no registered widget (a building block) gets its title, first story and YAML only.
 */
import { useContext } from 'react';
import * as z from 'zod/mini';
import { DocsContext, Primary, Source, Title } from '@storybook/addon-docs/blocks';
import type { AnyWidgetDefinition, LoadedCampaign } from '@engine';
import { registry } from '@widgets';
import { widgetEntry, type FieldRow } from '../scripts/reference';
import { campaignOfElement, campaignYaml } from './storyNodes';

type Docs = React.ContextType<typeof DocsContext>;
type Shown = { id: string; name: string; campaign: LoadedCampaign | undefined };

/** Each story of the file with the campaign its render makes (none when its render needs a mounted page). */
function shownStories(docs: Docs): Shown[] {
  return docs.componentStories().map((story) => {
    let campaign: LoadedCampaign | undefined;
    try {
      campaign = campaignOfElement(story.originalStoryFn(story.initialArgs, docs.getStoryContext(story) as never));
    } catch {
      campaign = undefined;
    }
    return { id: story.id, name: story.name, campaign };
  });
}

function PropsTable({ rows }: { rows: FieldRow[] }) {
  if (rows.length === 0) return <p>No props.</p>;
  const description = (r: FieldRow) => (r.default === undefined ? r.description : r.description.replace(` Default: ${r.default}.`, ''));
  return (
    <table>
      <thead>
        <tr><th>Prop</th><th>Type or allowed values</th><th>Required</th><th>Default</th><th>What it does</th></tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <td><code>{r.name}</code></td>
            <td>{r.type}</td>
            <td>{r.required ? 'yes' : 'no'}</td>
            <td>{r.default === undefined ? '' : <code>{r.default}</code>}</td>
            <td>{description(r)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The reads a widget's stories make: the widget's own requests for their props, and the data sources they declare. */
function readsOf(def: AnyWidgetDefinition, shown: Shown[]): string[] {
  const reads = new Set<string>();
  for (const { campaign } of shown) {
    if (!campaign) continue;
    for (const [name, source] of Object.entries(campaign.definition.data ?? {})) reads.add(`data source ${name}: ${source.method ?? 'GET'} ${source.path}`);
    const node = campaign.definition.page.find((n) => n.type === def.type);
    const props = node ? z.safeParse(def.props, node.props ?? {}) : undefined;
    if (props?.success) for (const r of def.requests?.(props.data) ?? []) reads.add(`${r.method ?? 'GET'} ${r.path}`);
  }
  return [...reads].sort();
}

function DataReads({ def, rows, shown }: { def: AnyWidgetDefinition; rows: FieldRow[]; shown: Shown[] }) {
  const sourceProps = rows.filter((r) => r.type.includes('data source name') || r.type.includes('binding'));
  const reads = readsOf(def, shown);
  if (sourceProps.length === 0 && reads.length === 0) return <p>Reads no data: everything it shows comes from its props and strings.</p>;
  return (
    <>
      {sourceProps.length > 0 ? <p>Takes its data from {sourceProps.map((r, i) => <span key={r.name}>{i > 0 ? ', ' : ''}<code>{r.name}</code></span>)} (a declared data source or a binding such as <code>{'{{data.<source>.<field>}}'}</code>).</p> : null}
      {reads.length > 0 ? <ul>{reads.map((r) => <li key={r}><code>{r}</code></li>)}</ul> : null}
    </>
  );
}

export function WidgetDocs() {
  const docs = useContext(DocsContext);
  const shown = shownStories(docs);
  const type = shown.find((s) => s.campaign)?.campaign?.definition.page[0]?.type;
  const def = type ? registry.get(type) : undefined;
  const rows = def ? widgetEntry(def).props : [];
  return (
    <>
      <Title />
      {def ? <p><code>type: {def.type}</code> (version {def.version}). {def.description}</p> : null}
      <Primary />
      {def ? (
        <>
          <h2>Props</h2>
          <PropsTable rows={rows} />
          <h2>Data it reads</h2>
          <DataReads def={def} rows={rows} shown={shown} />
        </>
      ) : null}
      <h2>Stories as campaign YAML</h2>
      {shown.map((s) => (
        <section key={s.id}>
          <h3>{s.name}</h3>
          {s.campaign ? <Source language="yml" code={campaignYaml(s.campaign)} dark /> : <p>This story renders more than a page node: open it to see it.</p>}
        </section>
      ))}
    </>
  );
}
