// The standing rankings in a real browser against the sandbox: the hall of fame kept alive across a visit to its
// rewards (tab and scroll position survive), the top bar's right tap, the weekly gift ranking with its gift
// champions, and the room ranking opening a room in the app.
import { describe, expect, it } from 'vitest';
import { shot, useBrowser, whenReady } from './harness';
import { apiCalls, countByPath } from './network';
import type { AppCall } from './fakeApp';

describe('rankings (campaigns hall-of-fame, hall-of-fame-preview, weekly-gift-ranking, weekly-room-ranking)', () => {
  const { baseUrl, open, tab } = useBrowser();

  it('the hall of fame is kept alive: its tab and scroll position survive a visit to the rewards page', async () => {
    const { page } = await open('/vue/ranking/hof?uid=10002');
    const calls = apiCalls(page);
    await page.getByRole('heading', { name: 'Hall of fame', exact: true }).waitFor();
    const received = page.getByRole('tab', { name: 'Received monthly' });
    await received.click();
    await expect.poll(() => received.getAttribute('aria-selected')).toBe('true');
    const row40 = page.locator('[data-rank="40"]');
    await row40.scrollIntoViewIfNeeded();
    const nameAt40 = await row40.textContent();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    const asked = () => countByPath(calls)['/marketing/hallOfFameReward/listRank'] ?? 0;
    const before = asked();
    // The rewards button is at the top: tapped where it is, without scrolling the page.
    const openRewards = () => page.getByRole('button', { name: 'Rewards', exact: true }).evaluate((b: HTMLElement) => b.click());

    // Away and back with the system back gesture.
    await openRewards();
    await page.getByRole('heading', { name: 'Hall of fame rewards' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vue/ranking/hof-preview');
    await page.getByText('Top 1', { exact: true }).first().waitFor();
    await shot(page, 'hof-preview', { fullPage: true });
    await page.goBack();
    await page.getByRole('heading', { name: 'Hall of fame', exact: true }).waitFor();
    expect(await received.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await row40.textContent()).toBe(nameAt40);

    // Away and back through the rewards page's own button.
    await openRewards();
    await page.getByRole('heading', { name: 'Hall of fame rewards' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Back to the hall of fame' }).click();
    await page.getByRole('heading', { name: 'Hall of fame', exact: true }).waitFor();
    expect(await received.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await row40.textContent()).toBe(nameAt40);
    // The page was not loaded again: its four rankings were not all asked for a second time.
    expect(asked()).toBeLessThan(before + 4);
    await shot(page, 'hof-kept-alive');
  });

  it('in immersive mode the right tap of the top bar opens the hall of fame rewards', async () => {
    const { page } = await open('/vue/ranking/hof?uid=10002&app_immersion=1');
    await page.getByRole('heading', { name: 'Hall of fame', exact: true }).waitFor();
    await page.getByTestId('shell-topbar').getByRole('button', { name: 'More' }).click();
    await page.getByRole('heading', { name: 'Hall of fame rewards' }).waitFor();
    await page.getByRole('tab', { name: 'Family monthly' }).click();
    await page.getByText('Top 3', { exact: true }).waitFor();
  });

  it('weekly gift ranking: senders with my rank, gift champions, receivers and last week\'s champions', async () => {
    const { page } = await open('/vue/ranking/weekly-gift?uid=10002&lang=en');
    await page.getByRole('heading', { name: 'Weekly gift ranking' }).waitFor();
    await page.getByRole('list', { name: 'Top senders this week' }).locator('[data-rank="1"]').waitFor();
    await page.getByLabel('My rank').waitFor();
    const champions = page.getByRole('list', { name: 'Gift champions this week' });
    await champions.getByRole('listitem').first().waitFor();
    expect(await champions.locator(':scope > li').count()).toBe(6);
    await shot(page, 'weekly-gift', { fullPage: true });
    await page.getByRole('tab', { name: 'Received' }).click();
    await page.getByRole('list', { name: 'Top receivers this week' }).locator('[data-rank="1"]').waitFor();
    await page.getByRole('tab', { name: 'Last week' }).click();
    const lastWeek = page.getByRole('list', { name: "Last week's gift champions" });
    await lastWeek.getByText('Top sender').first().waitFor();
    await lastWeek.getByText('Top receiver').first().waitFor();
    // The champions' names are readable: each shows in full, or at least 80 px of it, beside the role word.
    const names = await lastWeek.locator('.cw-user__name').evaluateAll((els) => els.map((e) => ({ text: e.textContent, shown: e.clientWidth, full: e.scrollWidth })));
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n.shown, `${n.text} is cut`).toBeGreaterThanOrEqual(Math.min(n.full, 80));
  });

  it('room ranking: a tap on a room asks the app to open that room (forward type 9); Thai reads Thai', async () => {
    const res = await fetch(`${baseUrl()}/vue/prodServer/marketing/rankingList/getChatRoomRanking?type=0&size=100`, { headers: { userid: '10002' } });
    const first = ((await res.json()) as { content: { list: Array<{ roomId: number; roomName: string }> } }).content.list[0]!;
    const page = await tab({ bridge: 'ios' });
    await page.goto(`${baseUrl()}/vue/ranking/weekly-room?uid=10002`);
    await whenReady(page);
    // Room names can repeat down the list (a host with two rooms): the first one is rank 1.
    await page.getByRole('button', { name: first.roomName }).first().click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __appCalls: AppCall[] }).__appCalls.filter((c) => c.action === 'forward').map((c) => c.args)))
      .toEqual([{ type: 9, id: first.roomId }]);
    await page.getByRole('tab', { name: 'Yesterday' }).click();
    await page.locator('[data-rank="1"]').waitFor();

    const th = await open('/vue/ranking/weekly-room?uid=10002&lang=th');
    await th.page.getByRole('heading', { name: 'อันดับห้อง' }).waitFor();
    await th.page.getByText(/^ไปที่ห้อง/).first().waitFor({ state: 'attached' });
    await shot(th.page, 'weekly-room-th', { fullPage: true });
  });
});
