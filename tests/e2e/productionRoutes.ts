// Every campaign route of the production build, opened as the app's webview opens it (a simulated Android app
// supplies the user): the page settles with its content under the production Content-Security-Policy, with no
// violation (the harness fails a test that causes one) and no uncaught error. The routes are dealt to two files
// (production-routes-*.e2e.ts) so that the suite's workers share them.
import { describe, expect, it } from 'vitest';
import { campaignRoutes } from '../campaignRoutes';
import { useBrowser, whenReady, whenSettled } from './harness';

/** Checks the routes whose place in the list is `shard` modulo `shards`. */
export function checkProductionRoutes(shard: number, shards: number): void {
  describe(`every campaign route of the production build, in the app (part ${shard + 1} of ${shards})`, () => {
    const { baseUrl, tab } = useBrowser({ build: 'production' });

    it.each(campaignRoutes.filter((_, i) => i % shards === shard))('%s settles under the production policy with no violation or uncaught error', async (route) => {
      const page = await tab({ bridge: 'android' });
      const uncaught: string[] = [];
      const onError = (e: Error) => void uncaught.push(e.message);
      page.on('pageerror', onError);
      try {
        await page.goto(`${baseUrl()}/vue${route}`);
        await whenReady(page);
        await whenSettled(page);
      } finally {
        page.off('pageerror', onError);
      }
      expect(uncaught).toEqual([]);
    });
  });
}
