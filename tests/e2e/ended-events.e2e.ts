// Seasonal pages once their event has ended, in a real browser against the sandbox with its clock (and the page's)
// moved past the window the server keeps: nothing sells, the sign-in tab still shows, and a page not yet started
// counts down to no end. The "coming" preheat page names the event once it runs.
import { describe, expect, it } from 'vitest';
import { problemsOf, SHOTS, useBrowser } from './harness';

const DAY_MS = 86_400_000;

describe('ended events (christmas-2024, valentine, singer-v4, summer-specials, summer-specials-preheat)', () => {
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

  it('after the end, Christmas, summer and singer offer no purchase or vote, and the Valentine sign-in tab still shows its days', async () => {
    const before = (await control()).offsetMs;
    const query = await at((await windowEnd()) + DAY_MS);
    try {
      const christmas = await open(`/vue/act/christmas?uid=10003&${query}`);
      await christmas.page.getByText('The Christmas event has ended.').waitFor();
      const buys = christmas.page.locator('.cw-mall__card button');
      await buys.first().waitFor();
      expect(await buys.evaluateAll((els) => els.map((el) => (el as HTMLButtonElement).disabled))).not.toContain(false);
      await christmas.page.screenshot({ path: `${SHOTS}/ended-christmas.png`, fullPage: true });
      await christmas.context.close();

      const summer = await open(`/vue/act/summer-specials?uid=10003&${query}`);
      await summer.page.getByText('The summer specials have ended.').first().waitFor();
      const summerBuys = summer.page.locator('.cw-mall__card button');
      await summerBuys.first().waitFor();
      expect(await summerBuys.evaluateAll((els) => els.map((el) => (el as HTMLButtonElement).disabled))).not.toContain(false);
      await summer.context.close();

      const singer = await open(`/vue/act/singer?uid=10003&${query}`);
      await singer.page.getByText('Voting has ended. Thank you for supporting the singers!').waitFor();
      const votes = singer.page.getByRole('button', { name: /^Vote for / });
      await votes.first().waitFor();
      expect(await votes.evaluateAll((els) => els.map((el) => (el as HTMLButtonElement).disabled))).not.toContain(false);
      await singer.context.close();

      const valentine = await open(`/vue/act/valentine?uid=10003&${query}`);
      const problems = problemsOf(valentine.page);
      await valentine.page.getByRole('tab', { name: 'Sign-in' }).click();
      await valentine.page.getByText('Sign in every day for a gift').waitFor();
      await valentine.page.getByText('Day 1', { exact: true }).waitFor();
      expect(await valentine.page.getByText('This part could not be shown').count()).toBe(0);
      expect(await valentine.page.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(0);
      expect(problems.filter((p) => /invalid props/.test(p))).toEqual([]);
      await valentine.page.screenshot({ path: `${SHOTS}/ended-valentine-sign-in.png`, fullPage: true });
      await valentine.context.close();
    } finally {
      await control({ offsetMs: before });
    }
  });

  it('before the event starts, Christmas shows no countdown to its end and its Buy buttons are off', async () => {
    const { page, context } = await open(`/vue/act/christmas?uid=10003&at=${encodeURIComponent('2023-12-31T23:00:00+08:00')}`);
    const buys = page.locator('.cw-mall__card button');
    await buys.first().waitFor();
    expect(await buys.evaluateAll((els) => els.map((el) => (el as HTMLButtonElement).disabled))).not.toContain(false);
    expect(await page.getByText('Event ends in').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/not-started-christmas.png`, fullPage: true });
    await context.close();
  });

  it('the summer preheat page says "coming" before the event and names it once it runs', async () => {
    const coming = await open(`/vue/act/summer-specials/preheat?uid=10003&at=${encodeURIComponent('2026-11-05T12:00:00+08:00')}`);
    await coming.page.getByRole('heading', { name: 'Summer specials are coming' }).waitFor();
    await coming.context.close();
    const { page, context } = await open('/vue/act/summer-specials/preheat?uid=10003');
    await page.getByRole('heading', { name: 'Summer specials', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Summer specials are coming' }).count()).toBe(0);
    await context.close();
  });
});
