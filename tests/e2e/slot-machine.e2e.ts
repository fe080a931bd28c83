// Rapid King and its pages in a real browser against the sandbox: a full round driven by pushes
// (with duplicated and reordered pushes), single-flight bets, network failure and recovery.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCalls, apiInFlight, appEvent, countByPath, layoutFaults, openWithLateHydration, SHOTS, useBrowser, whenReady } from './harness';
import { appContext } from './fakeApp';

const GAME = '/vue/slot-machine/index';
const CYCLE_MS = 45_000; // betting 30 s, settling 5 s, result 10 s (README, "Sandbox")
const DAY_MS = 86_400_000;
const UTC8_MS = 8 * 3_600_000;
const BET_PATH = '/lottery/bigEaterAct/bet';

describe('slot machine (Rapid King, cockfight, ranking, mall)', () => {
  const { open, baseUrl, browser } = useBrowser();

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
    const { page, context } = await open(GAME);
    const bets: string[] = [];
    page.on('request', (r) => { if (r.url().includes(BET_PATH)) bets.push(r.url()); });
    const net = apiInFlight(page);

    await page.getByText('Place your bets').waitFor();
    const firstRound = await page.locator('[data-act-no]').getAttribute('data-act-no');
    await page.screenshot({ path: `${SHOTS}/slot-betting.png`, fullPage: true });

    // First bet: confirmed, with "don't ask again" for this game; the Diamonds balance drops at once.
    const walletBefore = await page.getByTestId('slot-wallet').textContent();
    await page.getByRole('button', { name: 'Bet on Durian' }).click();
    await page.getByText('Bet 100 diamonds on Durian?').waitFor();
    await page.screenshot({ path: `${SHOTS}/slot-confirm.png` });
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
    await page.screenshot({ path: `${SHOTS}/slot-settling.png`, fullPage: true });

    await moveTo(35_500);
    await page.getByTestId('slot-result').waitFor(PUSHED);
    const shown = await page.getByTestId('slot-result').textContent();
    expect(shown).toMatch(/Winner: /);
    await page.screenshot({ path: `${SHOTS}/slot-result.png`, fullPage: true });
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
    await page.screenshot({ path: `${SHOTS}/slot-next-round.png`, fullPage: true });
    await context.close();
  });

  it("the game's round page is requested before the page hydrates, once, and an early answer hydrates without a mismatch", async () => {
    await control({ reset: true, seed: 1 });
    // One second into a betting phase: no result or next round (each asks for the page again) during the test.
    await moveTo(1000);
    // The round page's answer is in before the page can hydrate.
    const { page, context, asked, releasedAt, problems } = await openWithLateHydration({ open, baseUrl }, GAME, '/lottery/bigEaterAct/indexInfo');
    await page.locator('[data-act-no]').waitFor();
    expect(asked.length).toBe(1);
    // It left while react-dom was held, and no second one followed hydration.
    expect(asked[0]!).toBeLessThan(releasedAt);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the app's web refresh asks for the game's round page once, and every other read of the page once (Rapid King, cockfight)", async () => {
    await control({ reset: true, seed: 1 });
    // One second into a betting phase: no result or next round (each asks for the page again) during the test.
    await moveTo(1000);
    for (const route of [GAME, '/vue/slot-machine/cockfight']) {
      const context = await appContext(browser(), 'android');
      const page = await context.newPage();
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
      await context.close();
    }
  });

  it('a network failure shows "Network is busy, please try later." and the page recovers once it is cleared', async () => {
    await control({ faults: ['network:/lottery/bigEaterAct/indexInfo'] });
    const { page, context } = await open(GAME);
    await page.getByText('Network is busy, please try later.').waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}/slot-network-error.png`, fullPage: true });
    await control({ clearFaults: true });
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('[data-act-no]').waitFor();
    expect(await page.getByText('Network is busy, please try later.').count()).toBe(0);
    await context.close();
  });

  it('cockfight names the chicken types; the income ranking and the coin mall open from the game', async () => {
    const cock = await open('/vue/slot-machine/cockfight');
    for (const name of ['Zero Chicken', 'Ninja Chicken', 'Normal Chicken', 'Weak Chicken']) await cock.page.getByRole('button', { name: `Bet on ${name}` }).waitFor();
    await cock.page.screenshot({ path: `${SHOTS}/cockfight.png`, fullPage: true });
    await cock.context.close();

    // On a 412 px screen every prize name is shown whole, also the long Filipino ones.
    for (const path of [GAME, '/vue/slot-machine/cockfight?lang=ph']) {
      const game = await open(path);
      await game.page.getByRole('button', { name: /Karaniwang Manok|Golden Crab/ }).waitFor();
      const cut = await game.page.$$eval('.sm-prize__name', (els) => els.filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
      expect(cut).toEqual([]);
      await game.context.close();
    }

    const { page, context } = await open(`${GAME}?app_immersion=1&lang=en&ctype=1`);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.locator('[data-act-no]').waitFor();
    // The game was opened directly (no router yet): the first in-app navigation hands the page to the router.
    await page.getByRole('button', { name: 'Income ranking' }).click();
    await page.getByRole('heading', { name: "Today's income ranking" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vue/slot-machine/rapid-ranking');
    // The next page keeps the app's query and adds from=<in-page marker>, so its left tap goes back instead of closing the page.
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ app_immersion: '1', lang: 'en', ctype: '1', from: 'inner' });
    await page.locator('[data-rank]').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/rapid-ranking.png`, fullPage: true });
    // The system back gesture returns to the kept-alive game, and forward to the ranking again.
    await page.goBack();
    await page.locator('[data-act-no]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/vue/slot-machine/index');
    await page.goForward();
    await page.getByRole('heading', { name: "Today's income ranking" }).waitFor();
    await page.getByRole('button', { name: 'Back to the game' }).click();
    await page.locator('[data-act-no]').waitFor();
    // "Back to the game" went back to the game's entry (the ranking is ahead, not stacked again behind it).
    expect(await page.evaluate(() => (window as unknown as { navigation: { canGoForward: boolean } }).navigation.canGoForward)).toBe(true);
    expect(errors).toEqual([]);
    await page.getByRole('button', { name: 'Coin mall' }).click();
    await page.getByRole('heading', { name: 'Gifts and frames' }).waitFor();
    await page.locator('.cw-mall__card').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/rapid-mall.png`, fullPage: true });
    await context.close();
  });

  it('coin mall on a 360 px phone: a long name takes two lines, broken prices are left out, exact prices, an unreadable balance shows as unknown and buying still works', async () => {
    const context = await browser().newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const long = 'Supercalifragilisticexpialidocious'.repeat(6);
    await page.route('**/shop/newProductRecommend/list**', async (route) => {
      const res = await route.fetch();
      const json = (await res.json()) as { content: Array<Record<string, unknown>> };
      json.content[0] = { ...json.content[0], name: long };
      json.content.push({ id: 9001, name: 'No price' }, { id: 9002, name: 'Minus', price: -99 }, { id: 9003, name: 'Nothing', price: 0 });
      await route.fulfill({ response: res, json });
    });
    await page.route('**/facade/wallet/get**', async (route) => {
      const res = await route.fetch();
      const json = (await res.json()) as { content: Record<string, unknown> };
      await route.fulfill({ response: res, json: { ...json, content: { ...json.content, diamond: 'n/a' } } });
    });
    await page.goto(`${baseUrl()}/vue/slot-machine/rapid-mall?uid=10002`);
    await whenReady(page);
    await page.getByText('My diamonds: unknown').waitFor();
    const names = page.locator('.cw-mall__name');
    await names.first().waitFor();
    expect(await names.allTextContents()).not.toEqual(expect.arrayContaining(['No price', 'Minus', 'Nothing']));
    expect(await page.locator('.cw-mall__price').allTextContents()).toContain('1,999 diamonds');
    const heights = await names.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(heights[0]).toBeLessThanOrEqual(Math.min(...heights) * 2 + 1);
    expect((await layoutFaults(page, '.cw-mall__card')).filter((f) => !f.includes('breaks inside a word'))).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/rapid-mall-360-long-name.png`, fullPage: true });
    await page.locator('.cw-mall__card').nth(1).getByRole('button', { name: 'Buy' }).click();
    await page.getByRole('dialog', { name: 'Confirm purchase' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Purchase successful!').waitFor();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});
