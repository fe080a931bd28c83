// Rapid King's rounds in a real browser against the sandbox: a full round driven by pushes (with duplicated and
// reordered pushes), single-flight bets, the round page asked before hydration and on the app's refresh, network
// failure and recovery. Cockfight, the ranking and the coin mall: slot-machine-pages.e2e.ts.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appEvent, shot, useBrowser, whenReady } from './harness';
import { apiCalls, apiInFlight, countByPath, openWithLateHydration } from './network';

const GAME = '/vue/slot-machine/index';
const CYCLE_MS = 45_000; // betting 30 s, settling 5 s, result 10 s (README, "Sandbox")
const DAY_MS = 86_400_000;
const UTC8_MS = 8 * 3_600_000;
const BET_PATH = '/lottery/bigEaterAct/bet';

describe('slot machine rounds (Rapid King, cockfight)', () => {
  const { baseUrl, open, tab } = useBrowser();

  const control = async (body?: Record<string, unknown>): Promise<{ now: number; offsetMs: number }> => {
    const res = await fetch(`${baseUrl()}/vue/sandbox/control`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
    return ((await res.json()) as { content: { now: number; offsetMs: number } }).content;
  };
  /** Where the sandbox clock is inside the current round (ms since the round started). */
  const roundPos = async () => {
    const { now } = await control();
    return (now + UTC8_MS) % DAY_MS % CYCLE_MS;
  };
  /** Moves the sandbox clock forward to `at` ms into the round (the next round when already past it). */
  const moveTo = async (at: number) => {
    const pos = await roundPos();
    await control({ advanceMs: at > pos ? at - pos : CYCLE_MS - pos + at });
  };
  const status = (page: Page) => page.locator('[data-status]').getAttribute('data-status');

  afterEach(async () => {
    await control({ clearFaults: true, pushChaos: false });
  });

  it('a full round (bet, settle, result, next round) follows pushes, also duplicated and reordered; a double tap sends one bet', async () => {
    const { now, offsetMs } = await control({ reset: true, seed: 1 });
    // Put the sandbox at 10:00:01 (UTC+8) of its day, one second into a betting phase and far from game over.
    const dayStart = now - ((now + UTC8_MS) % DAY_MS);
    await control({ offsetMs: offsetMs + (dayStart + 10 * 3_600_000 + 1000 - now) });
    const { page } = await open(GAME);
    const bets: string[] = [];
    page.on('request', (r) => { if (r.url().includes(BET_PATH)) bets.push(r.url()); });
    const net = apiInFlight(page);

    await page.getByText('Place your bets').waitFor();
    const firstRound = await page.locator('[data-act-no]').getAttribute('data-act-no');
    await shot(page, 'slot-betting', { fullPage: true });

    // First bet: confirmed, with "don't ask again" for this game; the Diamonds balance drops at once.
    const walletBefore = await page.getByTestId('slot-wallet').textContent();
    await page.getByRole('button', { name: 'Bet on Durian' }).click();
    await page.getByText('Bet 100 diamonds on Durian?').waitFor();
    await shot(page, 'slot-confirm');
    await page.getByRole('checkbox', { name: "Don't ask again" }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('my-bet-101').getByText('Mine: 100 · 1 medal').waitFor();
    await page.waitForFunction((before) => document.querySelector('[data-testid="slot-wallet"]')?.textContent !== before, walletBefore);

    // A double tap on a prize (no prompt now): one request, one local count (1K buy item).
    await page.getByRole('radio', { name: '1K' }).click();
    await page.getByRole('button', { name: 'Bet on Mango' }).evaluate((el: HTMLElement) => { el.click(); el.click(); });
    await page.getByTestId('my-bet-102').getByText('Mine: 1K · 10 medals').waitFor();
    await net.settled();
    expect(bets).toHaveLength(2);
    expect(await page.getByTestId('my-bet-102').textContent()).toBe('Mine: 1K · 10 medals');

    // Pushes from here on arrive duplicated, reordered and also addressed to another channel.
    await control({ pushChaos: true });
    // A confirmation left open when betting closes goes away with it.
    await page.evaluate(() => localStorage.removeItem('campaign.noPrompt.slot-machine.P10000'));
    await page.getByRole('button', { name: 'Bet on Durian' }).click();
    await page.getByText('Bet 1K diamonds on Durian?').waitFor();
    // Pushes move the page at once: the page's own countdown would need half a minute more.
    const PUSHED = { timeout: 6000 };
    await moveTo(30_500);
    await page.getByText('Drawing the result…').waitFor(PUSHED);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Bet on Durian' }).isDisabled()).toBe(true);
    expect(bets).toHaveLength(2);
    await shot(page, 'slot-settling', { fullPage: true });

    await moveTo(35_500);
    await page.getByTestId('slot-result').waitFor(PUSHED);
    const shown = await page.getByTestId('slot-result').textContent();
    expect(shown).toMatch(/Winner: /);
    await shot(page, 'slot-result', { fullPage: true });
    // Late (reordered) and repeated pushes of the settling status do not take the result back,
    // and the main page fetched again for wallet and income keeps the round's winners.
    await net.settled();
    expect(await status(page)).toBe('40');
    expect(await page.getByTestId('slot-result').textContent()).toBe(shown);
    // From here every status the page shows is recorded: the pushes held back go out now (chaos off), and the next
    // round's betting push, sent after them, ends the record.
    await page.evaluate(() => {
      const seen = [document.querySelector('[data-status]')?.getAttribute('data-status') ?? ''];
      (window as unknown as { statusesSeen: string[] }).statusesSeen = seen;
      new MutationObserver(() => {
        const now = document.querySelector('[data-status]')?.getAttribute('data-status');
        if (now && now !== seen.at(-1)) seen.push(now);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
    });
    await control({ pushChaos: false });
    // The game asks for the round page at most once a second (repeated asks collapse): the next round is moved to
    // once the result's own countdown has gone down two seconds since the page's last read.
    const timer = page.getByRole('timer');
    const left = Number((await timer.textContent())?.match(/\d+/)?.[0]);
    await page.waitForFunction((from) => Number(document.querySelector('[role="timer"]')?.textContent?.match(/\d+/)?.[0] ?? from) <= Math.max(0, from - 2), left);

    await moveTo(1000);
    await page.getByText('Place your bets').waitFor(PUSHED);
    expect(await page.evaluate(() => (window as unknown as { statusesSeen: string[] }).statusesSeen)).toEqual(['40', '20']);
    await page.waitForFunction((prev) => document.querySelector('[data-act-no]')?.getAttribute('data-act-no') !== prev, firstRound);
    expect(await page.getByTestId('my-bet-101').textContent()).toBe('No bet yet');
    expect(await page.getByTestId('slot-previous').textContent()).toBeTruthy();
    await shot(page, 'slot-next-round', { fullPage: true });
  });

  it("the game's round page is requested before the page hydrates, once, and an early answer hydrates without a mismatch", async () => {
    await control({ reset: true, seed: 1 });
    // One second into a betting phase: no result or next round (each asks for the page again) during the test.
    await moveTo(1000);
    // The round page's answer is in before the page can hydrate.
    const { page, asked, releasedAt, problems } = await openWithLateHydration({ tab, baseUrl }, GAME, '/lottery/bigEaterAct/indexInfo');
    await page.locator('[data-act-no]').waitFor();
    expect(asked.length).toBe(1);
    // It left while react-dom was held, and no second one followed hydration.
    expect(asked[0]!).toBeLessThan(releasedAt);
    expect(problems).toEqual([]);
  });

  it("the app's web refresh asks for the game's round page once, and every other read of the page once (Rapid King, cockfight)", async () => {
    await control({ reset: true, seed: 1 });
    for (const route of [GAME, '/vue/slot-machine/cockfight']) {
      // One second into a betting phase for each page: no result or next round (each asks for the page again) while
      // it is checked, however long the page before it took.
      await moveTo(1000);
      const page = await tab({ bridge: 'android' });
      const asked = apiCalls(page);
      const net = apiInFlight(page);
      await page.goto(`${baseUrl()}${route}`);
      await whenReady(page);
      await page.locator('[data-status="20"]').waitFor();
      await net.settled();
      const before = asked.length;
      await appEvent(page, 'webRefresh');
      await expect.poll(() => asked.length - before).toBeGreaterThan(0);
      await net.settled();
      const refreshed = countByPath(asked.slice(before));
      expect(refreshed['/lottery/bigEaterAct/indexInfo']).toBe(1);
      expect(Object.values(refreshed).every((n) => n === 1)).toBe(true);
      expect(await status(page)).toBe('20');
    }
  });

  it('a network failure shows "Network is busy, please try later." and the page recovers once it is cleared', async () => {
    await control({ faults: ['network:/lottery/bigEaterAct/indexInfo'] });
    const { page } = await open(GAME);
    await page.getByText('Network is busy, please try later.').waitFor({ timeout: 20_000 });
    await shot(page, 'slot-network-error', { fullPage: true });
    await control({ clearFaults: true });
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('[data-act-no]').waitFor();
    expect(await page.getByText('Network is busy, please try later.').count()).toBe(0);
  });
});
