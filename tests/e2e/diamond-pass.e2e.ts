// Diamond Pass in a real browser against the sandbox: rewards, receive and receive-all, upgrade through the
// simulated iOS and Android hosts, premium owners, tasks and EXP record, and recovery from a network failure.
// How the page reads and looks (rules, small phones, languages): diamond-pass-look.e2e.ts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, useBrowser, whenReady } from './harness';
import { apiCalls, apiInFlight, countByPath } from './network';
import type { AppCall } from './fakeApp';

const PAGE = '/vue/diamond-pass';
const API = '/vue/prodServer/activity/diamondPass';
const REWARD_SENT = 'Reward received: it will be sent to your account.';
const PASS_MAX_EXP = 2000;

interface Progress { exp: number; premium: boolean; seasonEnd: string; sysTime: number; rewards: Array<{ level: number; exp: number; free: { state: string }; premium: { state: string } }> }

describe('Diamond Pass (campaign diamond-pass)', () => {
  const { baseUrl, open, tab } = useBrowser();

  const call = async <T>(path: string, uid: string, method: 'GET' | 'POST' = 'GET'): Promise<T> => {
    const res = await fetch(`${baseUrl()}${path}`, { method, headers: { userid: uid, 'Content-Type': 'application/json' }, ...(method === 'POST' ? { body: '{}' } : {}) });
    const json = (await res.json()) as { status: number; content: T; message?: string };
    if (json.status !== 0) throw new Error(`${path}: ${json.message ?? json.status}`);
    return json.content;
  };
  const progress = (uid: string) => call<Progress>(`${API}/progress`, uid);
  const wallet = async (uid: string) => (await call<{ diamond: number }>('/vue/prodServer/facade/wallet/get', uid)).diamond;
  const appEvent = (page: Page, name: string, payload: unknown) =>
    page.evaluate(([n, p]) => (window as unknown as { __appEvent: (n: string, p: unknown) => void }).__appEvent(n as string, p), [name, payload] as const);
  const control = (body: Record<string, unknown>) =>
    fetch(`${baseUrl()}/vue/sandbox/control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  /** Gives the user EXP the way the app reports finished tasks (purple "top up" task, +50 each). */
  async function expAtLeast(uid: string, min: number): Promise<Progress> {
    let p = await progress(uid);
    while (p.exp < min) {
      await call(`${API}/completeTask?taskId=5`, uid, 'POST');
      p = await progress(uid);
    }
    return p;
  }

  const cell = (page: Page, track: 'free' | 'premium', level: number) => page.locator(`[data-track="${track}"][data-level="${level}"]`);
  const appCalls = (page: Page) => page.evaluate(() => (window as unknown as { __appCalls: AppCall[] }).__appCalls);

  it('in a plain browser the page shows EXP, both tracks, countdown and tabs; upgrade asks to open the app', async () => {
    const uid = '31001';
    const p = await progress(uid);
    const { page } = await open(`${PAGE}?uid=${uid}`);
    await page.getByRole('heading', { name: 'Diamond Pass' }).waitFor();
    await page.waitForURL(/\/vue\/diamond-pass\/index\?uid=31001$/);
    await page.getByText(`My EXP: ${p.exp.toLocaleString('en-US')}`).waitFor();
    await page.getByText('Season ends in').waitFor();
    expect(await page.locator('[data-track="free"]').count()).toBe(20);
    expect(await cell(page, 'premium', 1).getAttribute('data-state')).toBe('locked');
    await shot(page, 'diamond-pass-browser', { fullPage: true });
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    await page.getByText('Upgrading works only in the app. Please open this page in the app.').waitFor();
    await shot(page, 'diamond-pass-not-in-app');
    expect((await progress(uid)).premium).toBe(false);
  });

  for (const [platform, uid] of [['ios', '31011'], ['android', '31012']] as const) {
    it(`${platform}: receive one, receive all with the EXP toast, then upgrade through the app's pay`, async () => {
      const before = await expAtLeast(uid, 250);
      expect(before.exp).toBeLessThan(PASS_MAX_EXP);
      const page = await tab({ bridge: platform });
      await page.goto(`${baseUrl()}${PAGE}?uid=${uid}`);
      await page.getByText(`My EXP: ${before.exp.toLocaleString('en-US')}`).waitFor();

      // One reward.
      await cell(page, 'free', 1).getByRole('button').click();
      await page.getByText(REWARD_SENT).waitFor();
      await page.locator('[data-track="free"][data-level="1"][data-state="received"]').waitFor();

      // Everything ready, then the EXP still missing for all free rewards.
      const reached = before.rewards.filter((r) => r.exp <= before.exp).map((r) => r.level);
      await page.getByRole('button', { name: 'Receive all' }).click();
      // One toast: how many it received (every reached level but the first, received above) and the EXP still missing.
      const more = reached.length - 1;
      await page.getByText(`${more} reward${more === 1 ? '' : 's'} received. You need ${(PASS_MAX_EXP - before.exp).toLocaleString('en-US')} EXP to get all free rewards.`).waitFor();
      for (const level of reached) await page.locator(`[data-track="free"][data-level="${level}"][data-state="received"]`).waitFor();
      expect(await cell(page, 'premium', 1).getAttribute('data-state')).toBe('locked');
      await shot(page, `diamond-pass-${platform}-received`, { fullPage: true });

      // Upgrade with the user's ordinary balance: the app takes the payment, the pass takes no diamonds.
      const diamonds = await wallet(uid);
      // Upgrade: the app is asked to pay once, however often the button is tapped.
      const upgrade = page.getByRole('button', { name: 'Upgrade', exact: true });
      await upgrade.click();
      await page.getByRole('button', { name: 'Waiting for payment…' }).waitFor();
      await shot(page, `diamond-pass-${platform}-paying`);
      // The button waits from the tap; the request to the app follows once the pay code is in.
      await expect
        .poll(async () => (await appCalls(page)).filter((c) => c.action === 'pay'))
        .toEqual([{ bridge: 'app', action: 'pay', args: { clientProductId: 'diamond_pass_monthly', productIdentifier: 'com.app.diamondpass.monthly', referer: 'diamondPass' } }]);

      // The app reports the payment; the purchase is recorded and the page shows premium.
      await appEvent(page, 'payResult', { code: 0, referer: 'diamondPass' });
      await page.getByText('Premium pass active').waitFor();
      await page.getByText('Subscription: Monthly').waitFor();
      expect(await page.getByText('Not enough diamonds', { exact: false }).count()).toBe(0);
      await page.getByText(/^Next renewal: \d{4}-\d{2}-\d{2}$/).waitFor();
      expect((await progress(uid)).premium).toBe(true);
      expect(await wallet(uid)).toBe(diamonds);
      await page.locator('[data-track="premium"][data-level="1"][data-state="redeemable"]').waitFor();
      await shot(page, `diamond-pass-${platform}-premium`, { fullPage: true });
    });
  }

  it('with under 10 minutes left the page warns; "Upgrade anyway" and the app\'s payment make the user premium', async () => {
    const uid = '31021';
    const p = await progress(uid);
    await control({ offsetMs: Date.parse(p.seasonEnd) - 5 * 60_000 - p.sysTime });
    try {
      const page = await tab({ bridge: 'android' });
      await page.goto(`${baseUrl()}${PAGE}?uid=${uid}`);
      await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
      await page.getByText('Less than 10 minutes are left in this season. Upgrade anyway?').waitFor();
      await page.getByRole('button', { name: 'Upgrade anyway' }).click();
      await page.getByRole('button', { name: 'Waiting for payment…' }).waitFor();
      // The app answers a payment it was asked for.
      await expect.poll(async () => (await appCalls(page)).filter((c) => c.action === 'pay').length).toBe(1);
      await appEvent(page, 'payResult', { code: 0, referer: 'diamondPass' });
      await page.getByText('Premium pass active').waitFor();
      expect((await progress(uid)).premium).toBe(true);
    } finally {
      await control({ offsetMs: 0 });
    }
  });

  it('a recharge bought while the upgrade waits is never taken for the upgrade; a late failure of it does not cancel the upgrade', async () => {
    const uid = '31031';
    const page = await tab({ bridge: 'ios' });
    const net = apiInFlight(page);
    await page.goto(`${baseUrl()}${PAGE}?uid=${uid}`);
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    await page.getByRole('button', { name: 'Waiting for payment…' }).waitFor();
    await expect.poll(async () => (await appCalls(page)).filter((c) => c.action === 'pay').length).toBe(1);
    await page.getByRole('button', { name: 'Recharge', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: /diamonds/ }).first().click();
    await expect.poll(async () => (await appCalls(page)).filter((c) => c.action === 'pay').length).toBe(2);
    const pays = (await appCalls(page)).filter((c) => c.action === 'pay');
    expect(pays[1]?.args).not.toHaveProperty('referer');
    // The recharge's result (no referer), a success or a late failure, is the recharge's: the upgrade still waits.
    await appEvent(page, 'payResult', { code: -1, message: 'Payment cancelled' });
    await net.settled();
    expect((await progress(uid)).premium).toBe(false);
    await page.getByRole('button', { name: 'Waiting for payment…' }).waitFor();
    // The upgrade's own result records it.
    await appEvent(page, 'payResult', { code: 0, referer: 'diamondPass' });
    await page.getByText('Premium pass active').waitFor();
    expect((await progress(uid)).premium).toBe(true);
  });

  it("the app's web refresh reads the pass and the tasks again, once each", async () => {
    const uid = '31031';
    const page = await tab({ bridge: 'ios' });
    const asked = apiCalls(page);
    const net = apiInFlight(page);
    await page.goto(`${baseUrl()}${PAGE}?uid=${uid}`);
    await whenReady(page);
    await page.getByText(/^My EXP: /).waitFor();
    // The tasks tab too, so both of the page's reads are on screen.
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await page.locator('.pt__task').first().waitFor();
    await net.settled();
    const before = asked.length;
    await appEvent(page, 'webRefresh', undefined);
    await expect.poll(() => asked.length - before).toBeGreaterThan(0);
    await net.settled();
    expect(countByPath(asked.slice(before))).toEqual({ '/activity/diamondPass/progress': 1, '/activity/diamondPass/userTaskList': 1 });
  });

  it('a premium owner sees the subscription, premium rewards to receive and the 1000-diamond task substitute', async () => {
    const { page } = await open(`${PAGE}?uid=10003`);
    await page.getByText('Premium pass active').waitFor();
    await page.getByText('Subscription: Monthly').waitFor();
    expect(await cell(page, 'premium', 12).getAttribute('data-state')).toBe('redeemable');
    await shot(page, 'diamond-pass-premium-owner', { fullPage: true });
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await page.getByText('Premium owned: 1,000 diamonds instead').waitFor();
    await page.getByText('Blue tasks count once a day', { exact: false }).waitFor();
    await shot(page, 'diamond-pass-tasks', { fullPage: true });
    await page.getByRole('button', { name: 'EXP record' }).click();
    await page.getByRole('dialog').getByText('Earlier tasks').waitFor();
    await shot(page, 'diamond-pass-exp-record');
  });





  it('a network failure shows "Network is busy, please try later." and the page recovers on retry', async () => {
    await control({ faults: ['network:/activity/diamondPass/progress'] });
    try {
      const { page } = await open(`${PAGE}?uid=31003`);
      await page.getByText('Network is busy, please try later.').first().waitFor({ timeout: 15000 });
      await shot(page, 'diamond-pass-network-error', { fullPage: true });
      await control({ clearFaults: true });
      await page.getByRole('button', { name: 'Retry' }).first().click();
      await page.getByText(/^My EXP: [\d,]+$/).waitFor();
      await page.getByText('Season ends in').waitFor();
      expect(await page.getByText('Network is busy, please try later.').count()).toBe(0);
      await shot(page, 'diamond-pass-recovered', { fullPage: true });
    } finally {
      await control({ clearFaults: true });
    }
  });

});
