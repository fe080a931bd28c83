// The carnival's good vibe room and new year party in a real browser against the sandbox: every tab walked, a
// sign-up refused then accepted, and the own room opened in the app (forward type 9) from a tap.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, useBrowser, whenReady } from './harness';
import type { AppCall } from './fakeApp';

const forwards = (page: Page) => page.evaluate(() => (window as unknown as { __appCalls: AppCall[] }).__appCalls.filter((c) => c.action === 'forward').map((c) => c.args));

describe('carnival rooms (campaigns good-vibe-room, new-year-party)', () => {
  const { baseUrl, open, tab } = useBrowser();

  /** The sandbox clock and the page's at the same instant of the event. */
  async function at(iso: string): Promise<string> {
    const control = async (body?: Record<string, unknown>) => {
      const res = await fetch(`${baseUrl()}/vue/sandbox/control`, body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {});
      return ((await res.json()) as { content: { now: number; offsetMs: number } }).content;
    };
    const { now, offsetMs } = await control();
    await control({ offsetMs: offsetMs + (Date.parse(iso) - now) });
    return `at=${encodeURIComponent(iso)}`;
  }

  it('good vibe room: the tabs walked, and Go to my room asks the app to open the own room only when tapped', async () => {
    const query = await at('2023-11-20T10:00:00+08:00');
    const page = await tab({ bridge: 'ios' });
    await page.goto(`${baseUrl()}/vue/act/good-vibe-room?uid=10004&${query}`);
    await whenReady(page);
    await page.getByRole('heading', { name: 'Good Vibe Room' }).waitFor();
    await page.getByRole('list', { name: 'Room scores' }).locator('[data-rank="1"]').waitFor();
    await page.getByRole('tab', { name: 'Manual' }).click();
    await page.getByRole('button', { name: 'Sign up' }).waitFor();
    await page.getByText("Your family's prize rooms: 4 of 5").waitFor();
    await page.getByRole('tab', { name: 'Go to my room' }).click();
    const go = page.getByRole('button', { name: 'Go to my room' });
    await go.waitFor();
    expect(await forwards(page)).toEqual([]);
    await go.click();
    await expect.poll(() => forwards(page)).toEqual([{ type: 9, id: '910004' }]);
    await shot(page, 'good-vibe-room', { fullPage: true });
  });

  it('good vibe room: a sign-up less than 3 days ahead is refused, a later day is taken', async () => {
    const query = await at('2023-11-20T10:00:00+08:00');
    const { page } = await open(`/vue/act/good-vibe-room?uid=10002&${query}`);
    await page.getByRole('tab', { name: 'Manual' }).click();
    await page.getByLabel('Your room id').fill('910002');
    await page.getByRole('radio', { name: '2023-11-22' }).check();
    await page.getByRole('radio', { name: '20:00 – 22:00' }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('alert').getByText('Declare your event time at least 3 days ahead.').waitFor();
    await page.getByRole('radio', { name: '2023-11-24' }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Your event time is declared. See you in your room!').waitFor();
    await page.getByText('Your room: 910002 · days declared: 1').waitFor();
  });

  it('new year party: the countdown, the night\'s ranking and the rewards', async () => {
    const query = await at('2023-12-31T23:00:00+08:00');
    const { page } = await open(`/vue/act/new-year-party?uid=10002&lang=en&${query}`);
    await page.getByRole('heading', { name: 'New Year Party' }).waitFor();
    await page.getByText('The party ends in').waitFor();
    await page.getByRole('list', { name: 'Top gift senders of the night' }).locator('[data-rank="1"]').waitFor();
    await page.getByRole('tab', { name: 'Rewards' }).click();
    await page.getByText('Top 4-10').waitFor();
    await shot(page, 'new-year-party', { fullPage: true });
  });
});
