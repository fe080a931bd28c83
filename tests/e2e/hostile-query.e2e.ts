// Pages opened by a hostile link, in a real browser inside the simulated app: whatever the query string carries
// never runs as script or becomes markup, never reaches a payment, a bridge argument, an API path or a navigation
// target, and no money or app action leaves without a tap.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, whenReady } from './harness';
import type { AppCall } from './fakeApp';

const GESTURE_ACTIONS = ['pay', 'rechargeDiamond', 'rechargeBean', 'share', 'forward', 'createRoom', 'saveImage', 'gameTicketBuy', 'gameTicketExchange', 'sparkBuy'];

/** What an attacker puts in a shared link: markup, script URLs, path climbing, a product and a room of their choosing. */
const HOSTILE: Record<string, string> = {
  pid: 'evil-product',
  clientProductId: 'evil-product',
  ctype: '<img src=x onerror="window.__pwned=1">',
  p: '../../sandbox/control',
  path: '/../../sandbox/control',
  url: 'javascript:window.__pwned=2',
  to: 'https://evil.example/steal',
  name: '<script>window.__pwned=3</script>',
  referer: 'evil',
  roomId: '666',
  id: '666',
  callback: 'https://evil.example/cb',
  tab: '<svg onload="window.__pwned=4">',
};
const hostileQuery = (extra: string) => `?${extra}&${new URLSearchParams(HOSTILE).toString()}`;

interface Seen {
  requests: string[];
  dialogs: string[];
}

function watch(page: Page): Seen {
  const seen: Seen = { requests: [], dialogs: [] };
  page.on('request', (r) => seen.requests.push(r.url()));
  page.on('dialog', (d) => {
    seen.dialogs.push(d.message());
    void d.dismiss();
  });
  return seen;
}

const appCalls = (page: Page) => page.evaluate(() => (window as unknown as { __appCalls: AppCall[] }).__appCalls);

async function expectUnharmed(page: Page, seen: Seen): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(seen.dialogs).toEqual([]);
  // Nothing the query carried became an element.
  expect(await page.locator('img[src="x"], svg[onload], script:not([src]):not([type])').evaluateAll((els) => els.filter((e) => /pwned/.test(e.outerHTML)).length)).toBe(0);
  // Every API call kept a static path under /vue/prodServer; the sandbox's control and the attacker's host were never asked.
  const urls = seen.requests.map((r) => new URL(r));
  for (const u of urls.filter((x) => x.pathname.startsWith('/vue/prodServer/'))) expect(u.pathname).not.toMatch(/\.\.|sandbox|evil/);
  expect(urls.filter((u) => u.pathname.startsWith('/vue/sandbox/control')).map((u) => u.href)).toEqual([]);
  expect(urls.filter((u) => u.hostname.includes('evil')).map((u) => u.href)).toEqual([]);
  // No money or app action left without a tap.
  expect((await appCalls(page)).filter((c) => GESTURE_ACTIONS.includes(c.action))).toEqual([]);
}

describe('hostile query strings (issue 15 rule 7)', () => {
  const { baseUrl, tab } = useBrowser();

  const openInApp = async (path: string) => {
    const page = await tab({ bridge: 'android' });
    const seen = watch(page);
    await page.goto(`${baseUrl()}${path}`);
    await whenReady(page);
    return { page, seen };
  };

  for (const route of ['/vue/diamond-pass/index', '/vue/slot-machine/index', '/vue/limited-offer/index', '/vue/act/starlight', '/vue/ranking/weekly-room']) {
    it(`${route} opened by a hostile link: nothing runs, nothing is paid or sent to the app, the page still shows`, async () => {
      const { page, seen } = await openInApp(`${route}${hostileQuery('uid=10002')}`);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator('body').innerText().then((t) => t.trim().length)).toBeGreaterThan(20);
      await expectUnharmed(page, seen);
    });
  }

  it('a tap on a room forwards to the room the server named, never the room the link named', async () => {
    const res = await fetch(`${baseUrl()}/vue/prodServer/marketing/rankingList/getChatRoomRanking?type=0&size=100`, { headers: { userid: '10002' } });
    const first = ((await res.json()) as { content: { list: Array<{ roomId: number; roomName: string }> } }).content.list[0]!;
    const { page, seen } = await openInApp(`/vue/ranking/weekly-room${hostileQuery('uid=10002')}`);
    await page.getByRole('button', { name: first.roomName }).first().click();
    await expect.poll(async () => (await appCalls(page)).filter((c) => c.action === 'forward').map((c) => c.args)).toEqual([{ type: 9, id: first.roomId }]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(seen.dialogs).toEqual([]);
  });

  it('Diamond Pass bought by a tap pays for the product the server listed, not the one the link named', async () => {
    const { page } = await openInApp(`/vue/diamond-pass/index${hostileQuery('uid=41001')}`);
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    await page.getByRole('button', { name: 'Waiting for payment…' }).waitFor();
    // The button waits from the tap; the request to the app follows once the pay code is in.
    await expect
      .poll(async () => (await appCalls(page)).filter((c) => c.action === 'pay'))
      .toEqual([{ bridge: 'app', action: 'pay', args: { clientProductId: 'diamond_pass_monthly', productIdentifier: 'com.app.diamondpass.monthly', referer: 'diamondPass' } }]);
  });

  it("a tap on a link to a sibling page keeps only the shell's parameters of the query, none of what else the link carried", async () => {
    const { page } = await openInApp(`/vue/spark/stars-mercury-preheat${hostileQuery('uid=41006&lang=en&area=MY&from=banner')}`);
    await page.getByRole('button', { name: 'Go to Stars Mercury', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/vue/spark/stars-mercury');
    await whenReady(page);
    const query = [...new URL(page.url()).searchParams.keys()].sort();
    expect(query).toEqual(['area', 'from', 'lang', 'uid']);
    expect(new URL(page.url()).searchParams.get('uid')).toBe('41006');
  });
});
