/** A tiny widget registry and a valid campaign used by the core's own tests. */
import * as z from 'zod/mini';
import { createRegistry, defineWidget } from './registry';
import { actionRef, asset, bindable, dataRef, describe, text } from './schema-helpers';
import { loadCampaign } from './load';
import type { DefinitionIssue } from './types';

const none = async () => ({ default: () => null });

export const testWidgets = [
  defineWidget({ type: 'stack', version: 1, description: 'Vertical stack.', acceptsChildren: true, props: z.object({ gap: z.optional(z.number()) }), component: none }),
  defineWidget({ type: 'modal', version: 1, description: 'Modal opened by id.', acceptsChildren: true, props: z.object({ title: text('Title key.') }), component: none }),
  defineWidget({
    type: 'button',
    version: 1,
    description: 'A button that runs an action.',
    props: z.object({ text: text('Label key.'), action: actionRef('Action to run.'), disabled: z.optional(bindable(z.boolean())) }),
    component: none,
  }),
  defineWidget({
    type: 'ranking-list',
    version: 2,
    description: 'Ranking rows.',
    props: z.object({
      rows: bindable(z.array(z.object({ name: z.string() }))),
      limit: z.optional(bindable(describe(z.int().check(z.minimum(1), z.maximum(100)), 'Rows shown.'))),
      title: z.optional(text('Heading key.')),
      source: z.optional(dataRef('Data source to refresh.')),
    }),
    migrations: [{ from: 1, migrate: ({ max, ...rest }) => ({ ...rest, limit: max }) }],
    component: none,
  }),
  defineWidget({ type: 'banner', version: 1, description: 'Image banner.', props: z.object({ image: asset('Image file.') }), component: none }),
  defineWidget({
    type: 'slot-machine',
    version: 1,
    description: 'Slot game.',
    props: z.object({}),
    actions: { 'slot-machine.resync': async () => undefined },
    component: none,
  }),
];

export const testRegistry = createRegistry(testWidgets);

export const VALID_YAML = `# yaml-language-server: $schema=../../schemas/campaign.schema.json
schemaVersion: 2
id: christmas
routes: [/act/christmas]
title: title
period: { preheat: '2024-12-20T00:00:00+08:00', start: '2024-12-25T00:00:00+08:00', end: '2024-12-31T00:00:00+08:00' }
theme: { colors: { primary: '#ff4d88' }, backgroundImage: bg.png }
data:
  ranking: { path: /marketing/rankingList/getData, params: { classify: 3, period: 0 }, refetchIntervalMs: 300000 }
actions:
  join:
    - type: api
      path: /marketing/activity/apply/saveV1
      method: POST
      money: true
      onSuccess: [{ type: toast, text: joined }, { type: openModal, id: rules }]
      onFailure: [{ type: toast, text: 'common:error.generic' }]
  resync:
    - { type: slot-machine.resync }
page:
  - type: stack
    children:
      - type: ranking-list
        props: { rows: '{{data.ranking.list}}', limit: 30, title: rankTitle }
  - type: button
    when: { phase: running }
    props: { text: cta, action: join }
  - type: modal
    id: rules
    props: { title: rulesTitle }
`;

export const EN_STRINGS = 'title: Christmas\njoined: Joined!\nrankTitle: Ranking\ncta: Join now\nrulesTitle: Rules\n';

export const validInput = (text = VALID_YAML) => ({
  file: 'campaigns/christmas/campaign.yaml',
  text,
  strings: (['en', 'ms', 'th', 'ph', 'fil', 'vi'] as const).map((locale) => ({ file: `campaigns/christmas/strings/${locale}.yaml`, locale, text: EN_STRINGS })),
});

/** The file the loader is given in tests. */
export const CAMPAIGN_FILE = 'campaigns/christmas/campaign.yaml';

/** The test widgets and one whose props hold an object (a row written in the file). */
export const leaderboardRegistry = createRegistry([
  ...testWidgets,
  defineWidget({ type: 'leaderboard', version: 1, description: 'Top row.', props: z.object({ top: z.optional(bindable(z.object({ name: z.string() }))), extra: z.optional(z.record(z.string(), z.unknown())) }), component: async () => ({ default: () => null }) }),
]);

/** The test widgets with a button that fills the placeholders of its label with `values`. */
export const valuesRegistry = createRegistry([
  ...testWidgets.filter((w) => w.type !== 'button'),
  defineWidget({ type: 'button', version: 1, description: 'A button.', props: z.object({ text: text('Label key.'), action: actionRef('Action to run.'), values: z.optional(z.record(z.string(), z.unknown())) }), component: async () => ({ default: () => null }) }),
]);

/** Loads `text` as the test campaign with `strings` (every language, the same English text by default). */
export function loadTestCampaign(text: string, strings = validInput().strings, registry = testRegistry) {
  return loadCampaign({ file: CAMPAIGN_FILE, text, strings }, registry);
}

/** The errors loading `text` gives; throws when it loads. */
export function loadErrors(text: string, strings?: ReturnType<typeof validInput>['strings'], registry = testRegistry): DefinitionIssue[] {
  const r = loadTestCampaign(text, strings, registry);
  if (r.ok) throw new Error('the campaign loaded, and errors were expected');
  return r.errors;
}

/** The valid campaign with `from` replaced by `to`; throws when `from` is not in it. */
export function editValid(from: string, to: string): string {
  if (!VALID_YAML.includes(from)) throw new Error(`the valid campaign has no ${JSON.stringify(from)}`);
  return VALID_YAML.replace(from, to);
}
