// Diamond Pass in a real browser, as it reads and looks: the buttons under the title, the tasks of a new user,
// the recharge dialog's priced items, the rules (also on a small phone), task names in every language on 360 and
// 412 px phones, and the page in Thai. Rewards, upgrades and failures: diamond-pass.e2e.ts.
import { describe, expect, it } from 'vitest';
import { shot, useBrowser, whenReady } from './harness';
import { layoutFaults } from './layout';

const PAGE = '/vue/diamond-pass';

describe('Diamond Pass, as it reads and looks (campaign diamond-pass)', () => {
  const { baseUrl, open, tab } = useBrowser();

  it('as a new user sees it: "Log in today" is done once the pass is open, the recharge dialog lists diamonds with priced items, and Rules looks like its neighbours', async () => {
    const { page } = await open(`${PAGE}?uid=31003&lang=en`);
    await page.getByRole('heading', { name: 'Diamond Pass' }).waitFor();
    // The three buttons under the title share one look: same height, corners, font and background.
    const looks = await page.evaluate(() =>
      ['Rules', 'EXP record', 'Recharge'].map((name) => {
        const b = [...document.querySelectorAll('button')].find((x) => x.textContent?.trim() === name);
        if (!b) return name;
        const s = getComputedStyle(b);
        return [Math.round(b.getBoundingClientRect().height), s.borderRadius, s.fontSize, s.fontWeight, s.backgroundColor, s.borderTopWidth].join(' ');
      }),
    );
    expect(looks[0]).not.toBe('Rules');
    expect(new Set(looks).size, looks.join(' | ')).toBe(1);

    await page.getByRole('tab', { name: 'Tasks' }).click();
    const login = page.locator('li.pt__task', { hasText: 'Log in today' });
    await expect.poll(() => login.locator('.pt__count').innerText()).toBe('1/1');

    await page.getByRole('button', { name: 'Recharge', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Recharge diamonds' });
    await dialog.getByText(/^[\d,]+ diamonds$/).first().waitFor();
    expect(await dialog.getByText(/gemstone/i).count()).toBe(0);
    // Every price names its currency.
    const prices = await dialog.getByRole('button').allInnerTexts();
    expect(prices.filter((t) => /\d/.test(t) && /diamonds/.test(t)).every((t) => /USD\s?\d/.test(t)), prices.join(' | ')).toBe(true);
    await shot(page, 'diamond-pass-recharge');
  });
  it('the rules say what does not count toward the tasks', async () => {
    const { page } = await open(`${PAGE}?uid=31002&lang=en`);
    await page.getByRole('button', { name: 'Rules' }).click();
    const rules = page.getByRole('dialog');
    await rules.getByText('Gifts sent from the backpack are not counted.', { exact: false }).waitFor();
    await rules.getByText('Blue tasks count once a day. Purple tasks count up to 15 times.', { exact: false }).waitFor();
    await shot(page, 'diamond-pass-rules');
  });
  it('on a small phone (360x640) the rules open at their top: the title shows, not the Close button at the bottom', async () => {
    const page = await tab({ viewport: { width: 360, height: 640 } });
    await page.goto(`${baseUrl()}${PAGE}?uid=31005&lang=en`);
    await page.getByRole('button', { name: 'Rules' }).click();
    const rules = page.getByRole('dialog');
    const title = rules.getByRole('heading');
    await title.waitFor();
    expect(await rules.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    expect(await rules.evaluate((el) => el.scrollTop)).toBe(0);
    const box = await title.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    await shot(page, 'diamond-pass-rules-360');
  });
  it('on 360 and 412 px phones the task names wrap between words in every language, beside the badge and the Go button', async () => {
    const faults: string[] = [];
    const page = await tab({ viewport: { width: 360, height: 640 } });
    for (const lang of ['en', 'ms', 'th', 'ph', 'fil', 'vi']) {
      await page.goto(`${baseUrl()}${PAGE}?uid=31006&lang=${lang}`);
      await whenReady(page);
      await page.getByRole('tab').nth(1).click();
      await page.locator('.pt__task').first().waitFor();
      // The same page on the wider phone, then back on the small one (the tab's own size): the layout follows the
      // width, no new load is needed.
      for (const viewport of [{ width: 412, height: 823 }, { width: 360, height: 640 }]) {
        await page.setViewportSize(viewport);
        for (const f of await layoutFaults(page, '.pt__name, .pt__kind, .pt__reward, .pt__go')) faults.push(`${lang} ${viewport.width}: ${f}`);
        if (viewport.width === 360) await shot(page.locator('.pt'), `diamond-pass-tasks-360-${lang}`);
      }
    }
    expect(faults).toEqual([]);
  });
  it('shows the page in Thai', async () => {
    const { page } = await open(`${PAGE}?uid=31004&lang=th`);
    await page.getByRole('heading', { name: 'ไดมอนด์พาส' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
    await page.getByRole('button', { name: 'รับทั้งหมด' }).waitFor();
    await shot(page, 'diamond-pass-th', { fullPage: true });
  });
});
