// Podcast schedule and achievements in a real browser against the sandbox: a day's shows and going to a show's
// room in the app; the /achievement redirect, the monthly tab, and an upgrade that runs once on a double tap.
import { describe, expect, it } from 'vitest';
import { shot, useBrowser, whenReady } from './harness';
import type { AppCall } from './fakeApp';

interface Achievement { id: number; name: string; level: number; canUpgrade: boolean }

describe('standing pages (campaigns podcast-schedule, achievements)', () => {
  const { baseUrl, open, tab } = useBrowser();
  const call = async <T>(path: string, uid: string): Promise<T> => {
    const res = await fetch(`${baseUrl()}/vue/prodServer${path}`, { headers: { userid: uid } });
    return ((await res.json()) as { content: T }).content;
  };

  it("podcast schedule: a week of days, tomorrow's shows with their hosts, Go asks the app for the show's room", async () => {
    const page = await tab({ bridge: 'android' });
    await page.goto(`${baseUrl()}/vue/podcast/list?uid=10002`);
    await whenReady(page);
    await page.getByRole('heading', { name: 'Podcast schedule' }).waitFor();
    const days = page.getByRole('tab');
    await expect.poll(() => days.count()).toBe(7);
    expect(await days.first().getAttribute('aria-selected')).toBe('true');
    await days.nth(1).click();
    const tomorrow = (await days.nth(1).locator('time').getAttribute('datetime'))!;
    const shows = (await call<{ rows: Array<{ title: string; roomId: number; host: { name: string } }> }>(`/activity/podcast/listByDate?date=${tomorrow}`, '10002')).rows;
    const list = page.getByRole('list', { name: `Schedule of ${tomorrow}` });
    await list.getByText(shows[0]!.title).waitFor();
    await list.getByText(shows[0]!.host.name).first().waitFor();
    await shot(page, 'podcast-schedule', { fullPage: true });
    await page.getByRole('button', { name: `Go to ${shows[0]!.title}` }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __appCalls: AppCall[] }).__appCalls.filter((c) => c.action === 'forward').map((c) => c.args)))
      .toEqual([{ type: 9, id: shows[0]!.roomId }]);

    const vi = await open('/vue/podcast/list?uid=10002&lang=vi');
    await vi.page.getByRole('heading', { name: 'Lịch podcast' }).waitFor();
    await vi.page.getByRole('tab', { name: /^Hôm nay \d+$/ }).waitFor();
  });

  it('achievements: /achievement opens the special achievements; a double tap on Upgrade upgrades once; the monthly tab has its own', async () => {
    const uid = '31002';
    const before = await call<Achievement[]>('/revenue/achievement/getAchievementList?type=special', uid);
    const ready = before.find((a) => a.canUpgrade)!;
    const { page } = await open(`/vue/achievement?uid=${uid}`);
    await page.getByRole('heading', { name: 'Achievements' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vue/achievement/special');
    const upgrade = page.getByRole('button', { name: `Upgrade ${ready.name}` });
    await upgrade.dblclick();
    await page.getByText('Upgraded! The reward will be sent to your account.').waitFor();
    await expect.poll(() => upgrade.count()).toBe(0);
    const after = await call<Achievement[]>('/revenue/achievement/getAchievementList?type=special', uid);
    expect(after.find((a) => a.id === ready.id)!.level).toBe(ready.level + 1);
    await shot(page, 'achievements', { fullPage: true });

    await page.getByRole('tab', { name: 'Monthly' }).click();
    await page.getByText('Monthly achievements start again on the first day of each month (UTC+8).').waitFor();
    const monthly = await call<Achievement[]>('/revenue/achievement/getAchievementList?type=monthly', uid);
    await page.getByText(monthly[0]!.name).waitFor();
  });
});
