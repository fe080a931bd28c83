// The standalone pages in a real browser against the sandbox, each acting on its main rule: speed king's tabs and a
// task claimed, a room opened in the app from the room contribution ranking (forward type 9), the star
// subscription asked of the app from a tap, the beta code joined with its uses counted, and a big eater bet paid
// in golden beans (ctype=3).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, useBrowser, whenReady } from './harness';
import type { AppCall } from './fakeApp';

const appCalls = (page: Page, action: string) =>
  page.evaluate((a) => (window as unknown as { __appCalls: AppCall[] }).__appCalls.filter((c) => c.action === a).map((c) => c.args), action);
const DAY_MS = 86_400_000;
const UTC8_MS = 8 * 3_600_000;

describe('standalone pages (speed-king, room-contribution, farewell-star, beta-invite, big-eater)', () => {
  const { baseUrl, open, tab } = useBrowser();
  const control = async (body?: Record<string, unknown>) => {
    const res = await fetch(`${baseUrl()}/vue/sandbox/control`, body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {});
    return ((await res.json()) as { content: { now: number; offsetMs: number } }).content;
  };
  /** The sandbox clock and the page's at the same instant. */
  async function at(iso: string): Promise<string> {
    const { now, offsetMs } = await control();
    await control({ offsetMs: offsetMs + (Date.parse(iso) - now) });
    return `at=${encodeURIComponent(iso)}`;
  }

  it('speed king: the three tabs, and a done task claimed from a tap', async () => {
    const query = await at('2026-11-28T12:00:00+08:00');
    const { page } = await open(`/vue/act/speed-king?uid=10004&${query}`);
    await page.getByRole('heading', { name: 'Speed King' }).waitFor();
    await page.getByRole('list', { name: 'Fastest players' }).locator('li').first().waitFor();
    await page.getByRole('tab', { name: 'Family' }).click();
    await page.getByRole('list', { name: 'Fastest families' }).getByText('Moonlight').waitFor();
    await page.getByRole('tab', { name: 'Tasks' }).click();
    const open1 = page.locator('li', { hasText: 'Open the speed king promotion' });
    await open1.getByRole('button', { name: 'Claim' }).click();
    await open1.getByText('Claimed').waitFor();
    await shot(page, 'speed-king', { fullPage: true });
  });

  it('room contribution: my room is pinned; a tap on a ranked room asks the app to open it (forward type 9)', async () => {
    const query = await at('2026-11-28T12:00:00+08:00');
    const page = await tab({ bridge: 'android' });
    await page.goto(`${baseUrl()}/vue/act/room-contribution?uid=10004&${query}`);
    await whenReady(page);
    await page.getByText(/A lucky gift returns up to 88 times/).waitFor();
    const mine = page.getByRole('list', { name: 'My room' }).getByRole('button');
    await mine.waitFor();
    expect(await appCalls(page, 'forward')).toEqual([]);
    await mine.click();
    await expect.poll(() => appCalls(page, 'forward')).toEqual([{ type: 9, id: '910004' }]);
    await page.getByRole('tab', { name: 'Yesterday' }).click();
    await page.getByText("Yesterday's rewards have been sent.").waitFor();
    await shot(page, 'room-contribution', { fullPage: true });
  });

  it('farewell to a star: Subscribe asks the app for the star group only when tapped', async () => {
    const query = await at('2027-03-20T12:00:00+08:00');
    const page = await tab({ bridge: 'ios' });
    await page.goto(`${baseUrl()}/vue/act/farewell-star?uid=10002&${query}`);
    await whenReady(page);
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await subscribe.waitFor();
    expect(await appCalls(page, 'subscribe')).toEqual([]);
    await subscribe.click();
    await expect.poll(() => appCalls(page, 'subscribe')).toEqual([{ group: 'star' }]);
    await shot(page, 'farewell-star', { fullPage: true });
  });

  it('beta invitation: joining with the code counts one of the 500 uses', async () => {
    const query = await at('2026-11-28T12:00:00+08:00');
    const { page } = await open(`/vue/act/beta-invite?uid=10005&${query}`);
    await page.getByText('Code: BETA-V4X9').waitFor();
    const left = Number((await page.getByText(/of 500 uses left/).textContent())!.split(' ')[0]);
    await page.getByRole('textbox', { name: 'Invitation code' }).fill('BETA-V4X9');
    await page.getByRole('button', { name: 'Join' }).click();
    // Joined: the page says so in place of the form (the form's own thanks goes with it once the answer is in).
    await page.getByText('You are in').waitFor();
    await page.getByText(`${left - 1} of 500 uses left`).waitFor();
    expect(await page.getByRole('textbox', { name: 'Invitation code' }).count()).toBe(0);
    await shot(page, 'beta-invite', { fullPage: true });
  });

  it('big eater: a bet in golden beans (ctype=3) is confirmed in golden beans and shows on the board', async () => {
    const { now, offsetMs } = await control();
    // One second into a betting phase of the sandbox's day.
    const dayStart = now - ((now + UTC8_MS) % DAY_MS);
    await control({ offsetMs: offsetMs + (dayStart + 10 * 3_600_000 + 1000 - now) });
    const { page } = await open('/vue/act/big-eater?uid=10002&ctype=3');
    await page.getByText('My medals:', { exact: false }).waitFor();
    await page.getByText('Place your bets').waitFor();
    await page.getByRole('button', { name: 'Bet on Durian' }).click();
    await page.getByText('Bet 100 golden beans on Durian?').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('my-bet-101').getByText(/Mine: 100 · \d+ medal/).waitFor();
    await page.getByRole('tab', { name: 'Shop' }).click();
    await page.getByText('Recommended for you').waitFor();
    await shot(page, 'big-eater', { fullPage: true });
  });
});
