// The routes of every campaign (campaigns/*/campaign.yaml), and when a page opened on one has settled: shared by
// the real-browser suite and the bench.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const campaignRoutes: string[] = readdirSync('campaigns', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => (parse(readFileSync(`campaigns/${d.name}/campaign.yaml`, 'utf8')) as { routes: string[] }).routes);

/**
 * True in the page once it has settled: content shown, no loading state or progress overlay left once its data
 * came in. Runs in the browser (page.waitForFunction).
 */
export const pageSettled = (): boolean => {
  const main = document.querySelector('main');
  return main !== null && main.innerText.trim() !== '' && !document.querySelector('[aria-busy="true"], .shell-overlay');
};
