// Seasonal pages once their event has ended, in a real browser against the sandbox with its clock (and the page's)
// moved past the window the server keeps: nothing sells or takes a vote or a sign-in, and a page not yet started counts down to no end and
// sells nothing. The "coming" preheat page names the event once it runs.
import { describe, expect, it } from 'vitest';
import { shot, useBrowser } from './harness';

const DAY_MS = 86_400_000;

describe('ended events (christmas-2024, summer-specials, summer-specials-preheat, valentine, singer-v4)', () => {
  const { baseUrl, open } = useBrowser();
  const control = async (body?: Record<string, unknown>) => {
    const res = await fetch(`${baseUrl()}/vue/sandbox/control`, body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {});
    return ((await res.json()) as { content: { now: number; offsetMs: number } }).content;
  };
  /** The end of the seasonal window the sandbox keeps (the same for every seasonal event). */
  const windowEnd = async () => {
    const res = await fetch(`${baseUrl()}/vue/prodServer/activity/scoreMall/index`, { headers: { userid: '34201' } });
    return ((await res.json()) as { content: { end: number } }).content.end;
  };
  /** Moves the sandbox clock to `ms`, and gives the query that moves the page's clock there too. */
  async function at(ms: number): Promise<string> {
    const { now, offsetMs } = await control();
    await control({ offsetMs: offsetMs + (ms - now) });
    return `at=${encodeURIComponent(new Date(ms).toISOString())}`;
  }

  /** Runs `check` with the sandbox's clock and the page's a day past the seasonal window's end. */
  async function afterTheEnd(check: (query: string) => Promise<void>): Promise<void> {
    const before = (await control()).offsetMs;
    try {
      await check(await at((await windowEnd()) + DAY_MS));
    } finally {
      await control({ offsetMs: before });
    }
  }
  const disabledStates = (els: Element[]) => els.map((el) => (el as HTMLButtonElement).disabled);

  it('after the end, Christmas offers no purchase', () =>
    afterTheEnd(async (query) => {
      const { page } = await open(`/vue/act/christmas?uid=10003&${query}`);
      await page.getByText('The Christmas event has ended.').waitFor();
      const buys = page.locator('.cw-mall__card button');
      await buys.first().waitFor();
      expect(await buys.evaluateAll(disabledStates)).not.toContain(false);
      await shot(page, 'ended-christmas', { fullPage: true });
    }));

  it('after the end, summer specials offer no exchange', () =>
    afterTheEnd(async (query) => {
      const { page } = await open(`/vue/act/summer-specials?uid=10003&${query}`);
      await page.getByText('The summer specials have ended.').first().waitFor();
      const buys = page.locator('.cw-mall__card button');
      await buys.first().waitFor();
      expect(await buys.evaluateAll(disabledStates)).not.toContain(false);
    }));

  it('after the end, Valentine says so and shows the couple, with no sign-in, no shop and no broken part', () =>
    afterTheEnd(async (query) => {
      const { page } = await open(`/vue/act/valentine?uid=10006&${query}`);
      await page.getByText('The Valentine event has ended.', { exact: false }).first().waitFor();
      await page.getByText('You and ', { exact: false }).first().waitFor();
      expect(await page.getByText('This part could not be shown').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Buy' }).count()).toBe(0);
      expect(await page.getByRole('tab', { name: 'Valentine shop' }).count()).toBe(0);
      await shot(page, 'ended-valentine', { fullPage: true });
    }));

  it('after the end, the singer page says voting has ended and takes no vote', () =>
    afterTheEnd(async (query) => {
      const { page } = await open(`/vue/act/singer-v4?uid=10003&${query}`);
      await page.getByText('Voting has ended.', { exact: false }).first().waitFor();
      // The singers stay listed with their votes, with no Vote button.
      await page.getByText('All singers').first().waitFor();
      await page.locator('.cw-rank__score').first().waitFor();
      expect(await page.getByText('This part could not be shown').count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Vote / }).count()).toBe(0);
      await shot(page, 'ended-singer', { fullPage: true });
    }));

  it('before the event starts, Christmas shows no countdown to its end and its Buy buttons are off', async () => {
    const { page } = await open(`/vue/act/christmas?uid=10003&at=${encodeURIComponent('2023-12-31T23:00:00+08:00')}`);
    const buys = page.locator('.cw-mall__card button');
    await buys.first().waitFor();
    expect(await buys.evaluateAll(disabledStates)).not.toContain(false);
    expect(await page.getByText('Event ends in').count()).toBe(0);
    await shot(page, 'not-started-christmas', { fullPage: true });
  });

  it('the summer preheat page says "coming" before the event and names it once it runs', async () => {
    const coming = await open(`/vue/act/summer-specials/preheat?uid=10003&at=${encodeURIComponent('2026-11-05T12:00:00+08:00')}`);
    await coming.page.getByRole('heading', { name: 'Summer specials are coming' }).waitFor();
    const { page } = await open('/vue/act/summer-specials/preheat?uid=10003');
    await page.getByRole('heading', { name: 'Summer specials', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Summer specials are coming' }).count()).toBe(0);
  });
});
