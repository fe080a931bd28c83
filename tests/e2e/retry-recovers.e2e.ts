// A page whose data read failed offers Retry, and tapping Retry once the read works again shows the data, in a real
// browser against the sandbox: the activity list (/activity-event/index) and the diamond rain gift bag
// (/gift-bag/diamond-rain), each with its read failing on the network until the fault is cleared.
import { describe, expect, it } from 'vitest';
import { shot, useBrowser } from './harness';

const PAGES = [
  { route: '/vue/activity-event/index', path: '/marketing/activity/apply/listActivityV1', shown: 'Good Vibe Room' },
  { route: '/vue/gift-bag/diamond-rain', path: '/marketing/giftPack/getByPackId', shown: 'Buy for 4,990' },
] as const;

describe('Retry after a failed read', () => {
  const { baseUrl, open } = useBrowser();
  const control = (body: Record<string, unknown>) =>
    fetch(`${baseUrl()}/vue/sandbox/control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  for (const { route, path, shown } of PAGES) {
    it(`${route}: the read fails, Retry shows the data once the network is back`, async () => {
      await control({ faults: [`network:${path}`] });
      try {
        const { page } = await open(`${route}?uid=10002`);
        const retry = page.getByRole('button', { name: 'Retry', exact: true });
        await retry.first().waitFor();
        expect(await page.getByText(shown).count()).toBe(0);
        await control({ clearFaults: true });
        await retry.first().click();
        await page.getByText(shown).first().waitFor();
        await expect.poll(() => retry.count()).toBe(0);
        await shot(page, `retry-recovers${route.replace(/\//g, '-')}`, { fullPage: true });
      } finally {
        await control({ clearFaults: true });
      }
    });
  }
});
