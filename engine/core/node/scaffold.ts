/**
 * Scaffolds a new campaign folder: campaign.yaml (with the schema modeline
 * for editor autocomplete), a strings file for every language pack (ph reads fil), and preview data
 * for its example data source (fixtures/progress.yaml). The page uses only
 * registered widgets, and the result is validated before writing.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CampaignHead } from '../campaign-head';
import { routeKey, type PlatformRoutes } from '../campaign-set';
import { loadCampaign } from '../load';
import type { DefinitionIssue, WidgetRegistry } from '../types';

export const SCHEMA_MODELINE = '# yaml-language-server: $schema=../../schemas/campaign.schema.json';

const LABELS: Record<string, string> = { en: 'Ends in', ms: 'Berakhir dalam', th: 'สิ้นสุดใน', fil: 'Magtatapos sa', vi: 'Kết thúc sau' };
/** The event's title in each language (its name stays as written): the Filipino strings must not be English. */
const TITLES: Record<string, (name: string) => string> = { en: (n) => n, ms: (n) => `Acara ${n}`, th: (n) => `กิจกรรม ${n}`, fil: (n) => `Kaganapang ${n}`, vi: (n) => `Sự kiện ${n}` };
const PROGRESS: Record<string, string> = { en: 'Gifts opened: {value}/{max}', ms: 'Hadiah dibuka: {value}/{max}', th: 'เปิดของขวัญแล้ว: {value}/{max}', fil: 'Nabuksang regalo: {value}/{max}', vi: 'Quà đã mở: {value}/{max}' };
const LANGS = Object.keys(LABELS);

/** The route a new campaign gets. */
const routeOf = (id: string) => `/act/${id}`;

const day = (d: Date) => `${d.toISOString().slice(0, 10)}T00:00:00+08:00`;

/** The candidate page nodes; those whose widget is missing or rejects them are left out. */
const NODES = [
  '  - type: heading\n    props: { title: title }\n',
  "  - type: countdown\n    props: { to: '{{period.end}}', label: countdownLabel }\n",
  "  - type: progress-bar\n    props: { value: '{{data.progress.opened ?? 0}}', max: 10, label: progressLabel }\n",
];

/** Preview data of the example data source: what `npm start`, Storybook and the tests answer for its made-up call. */
const PROGRESS_FIXTURE = `# Preview data of the data source \`progress\` (its call is not one the sandbox knows): npm start, Storybook and
# the tests answer it from here. \`answer\` is the default; \`phases\` answers by phase (notStarted, preheat,
# running, ended) and \`users\` by seeded user (10001, 10002...). \`error: { status: 4002, message: ... }\` answers
# a failure instead. Name a file after an action to answer its api step. See docs/authoring.md.
answer: { opened: 3 }
phases:
  notStarted: { answer: { opened: 0 } }
  ended: { answer: { opened: 10 } }
users:
  '10003': { answer: { opened: 7 } }
`;

function titleOf(id: string): string {
  return id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

export function scaffoldFiles(id: string, registry: WidgetRegistry, now = new Date()): { files: Record<string, string>; errors: DefinitionIssue[] } {
  const start = day(now);
  const end = day(new Date(now.getTime() + 30 * 86_400_000));
  const head = `${SCHEMA_MODELINE}\nschemaVersion: 2\nid: ${id}\nroutes: [${routeOf(id)}]\ntitle: title\nperiod: { start: '${start}', end: '${end}' }\ndata:\n  progress: { path: /activity/${id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}/progress }\npage:\n`;
  const strings = Object.fromEntries(LANGS.map((l) => [`strings/${l}.yaml`, `title: ${JSON.stringify(TITLES[l]?.(titleOf(id)) ?? titleOf(id))}\ncountdownLabel: ${JSON.stringify(LABELS[l])}\nprogressLabel: ${JSON.stringify(PROGRESS[l])}\n`]));
  const input = (text: string) => ({ file: 'campaign.yaml', text, strings: LANGS.map((l) => ({ file: `strings/${l}.yaml`, locale: l as 'en', text: strings[`strings/${l}.yaml`] ?? '' })) });
  const kept = NODES.filter((node) => loadCampaign(input(head + node), registry).ok);
  const text = head + kept.join('');
  const result = loadCampaign(input(text), registry);
  return { files: { 'campaign.yaml': text, ...strings, 'fixtures/progress.yaml': PROGRESS_FIXTURE }, errors: result.ok ? [] : result.errors };
}

/** What a new campaign must not collide with: the campaigns of the checkout and the platform's routes. */
export interface ScaffoldSite {
  heads?: readonly CampaignHead[];
  platform?: PlatformRoutes;
}

/** Why the id, or the route /act/<id> it gives, is already taken, if it is. */
export function takenProblem(id: string, site: ScaffoldSite): string | undefined {
  const route = routeOf(id);
  const key = routeKey(route);
  const sameId = site.heads?.find((h) => h.id?.value === id);
  if (sameId) return `campaign id '${id}' is already the id of ${sameId.file}; choose another id`;
  const sameRoute = site.heads?.find((h) => h.routes.some((r) => routeKey(r.value) === key));
  if (sameRoute) return `route ${route} is already a route of ${sameRoute.file}, and only one page can show at a route; choose another id`;
  const page = site.platform?.pages.find((p) => routeKey(p) === key);
  if (page) return `route ${route} is the route of the platform page ${page} (the platform's route table), which the campaign would hide; choose another id`;
  const redirect = site.platform?.redirects?.find((p) => routeKey(p) === key);
  if (redirect) return `route ${route} is a platform redirect (the platform's route table), which the campaign would replace; choose another id`;
  return undefined;
}

/** Writes <id>/ in the campaigns folder `campaigns`; refuses bad ids, existing folders, and an id or route another page already has. */
export async function scaffoldCampaign(campaigns: string, id: string, registry: WidgetRegistry, site: ScaffoldSite = {}): Promise<{ ok: true; dir: string } | { ok: false; message: string }> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) return { ok: false, message: `campaign id '${id}' must be kebab-case, e.g. christmas-2024` };
  const dir = join(campaigns, id);
  if (await stat(dir).then(() => true, () => false)) return { ok: false, message: `${dir} already exists` };
  const taken = takenProblem(id, site);
  if (taken) return { ok: false, message: taken };
  const { files, errors } = scaffoldFiles(id, registry);
  if (errors.length > 0) return { ok: false, message: `the scaffold does not validate with the registered widgets:\n${errors.map((e) => `  ${e.path} ${e.message}`).join('\n')}` };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text, 'utf8');
  }
  return { ok: true, dir };
}
