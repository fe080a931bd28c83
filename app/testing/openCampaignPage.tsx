/**
 * A campaign page as written (its folder: campaign.yaml and its strings) against an in-process sandbox whose clock
 * stands at `at`, as one user in one language; `as(id)` is the API client of another user of the same sandbox.
 */
import { CampaignPage } from '@engine';
import { loadCampaignFolder } from '../../engine/core/node/load-folder';
import { renderWithEngine } from '../../engine/testing';
import { createSandbox } from '../../sandbox/core/createSandbox';
import { sandboxClient } from '../../sandbox/testing/sandboxClient';
import { allWidgets, registry } from '../../widgets';

export async function openCampaignPage(folder: string, opts: { userId: string; at: string; lang?: 'en' | 'ms' | 'th' | 'fil' | 'vi' }) {
  const loaded = await loadCampaignFolder(folder, registry);
  if (!loaded.ok) throw new Error(`${folder} does not load`);
  const lang = opts.lang ?? 'en';
  const sandbox = createSandbox({ seed: 7, now: () => Date.parse(opts.at), sleep: () => Promise.resolve() });
  const client = sandboxClient({ userId: opts.userId, sandbox, lang });
  const as = (id: string) => sandboxClient({ userId: id, sandbox }).http;
  const view = () => renderWithEngine(<CampaignPage campaign={loaded.campaign} />, { registry: allWidgets, http: client.http, env: { user: { id: opts.userId } }, now: opts.at, locale: lang });
  return { sandbox, as, view };
}

/** The page's widgets load their code on first show: load it before the tests, so each waits for the page only. */
export async function loadWidgetCode(types: readonly string[]): Promise<void> {
  await Promise.all(allWidgets.filter((w) => types.includes(w.type)).map((w) => w.component()));
}
