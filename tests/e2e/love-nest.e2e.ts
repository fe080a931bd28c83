// The couple love nest in a real browser against the sandbox: the house levels at 360 px (no two labels overlap),
// the badge's expiry written out, a house renamed (an empty name refused), a user without a couple told to find
// their CP; and the diamond rain wheel, lucky egg and 2022 carnival mall pages opening with their data.
import { describe, expect, it } from 'vitest';
import { shot, useBrowser } from './harness';
import { layoutFaults } from './layout';

describe('couple love nest and the 2022 carnival games (campaigns love-nest, diamond-rain-wheel, lucky-egg-2022, carnival-mall-2022)', () => {
  const { baseUrl, open } = useBrowser();
  const control = (body: Record<string, unknown>) => fetch(`${baseUrl()}/vue/sandbox/control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('the house levels name the current and the next level, and no two level labels overlap at 360 px', async () => {
    const { page } = await open('/vue/act/love-nest?uid=10005&lang=th', { viewport: { width: 360, height: 780 } });
    await page.getByText('ระดับ 3 กระท่อมโรแมนติก').first().waitFor();
    await page.getByText('ถัดไป: ระดับ 4 เมืองแห่งความรัก ที่ 3,344 (อีก 1,844)').waitFor();
    await page.getByText(/^เหรียญคู่รักของคุณใช้ได้ถึง \d{1,2} \S+ 25\d\d$/).waitFor();
    const cells = page.locator('.cw-levels__cell');
    expect(await cells.count()).toBe(7);
    const boxes = await cells.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })));
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) expect(a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5).toBe(true);
    }
    expect(await layoutFaults(page, '.cw-levels__cell')).toEqual([]);
    await shot(page, 'love-nest-levels-th-360', { fullPage: true });
  });

  it('a couple registers from either side; an empty house name is refused and a new one shows for the partner', async () => {
    await control({ couple: ['65001', '65002'] });
    const { page } = await open('/vue/act/love-nest?uid=65002');
    await page.getByRole('button', { name: 'Register our couple' }).click();
    await page.getByText('Registered! Welcome to your love nest.').waitFor();
    const name = page.getByLabel(/^House name \(at most 20 characters\)/);
    await name.fill('   ');
    await page.getByRole('button', { name: 'Save the name' }).click();
    await page.getByText('This field is required.').waitFor();
    await name.fill('Browser Bungalow');
    await page.getByRole('button', { name: 'Save the name' }).click();
    await page.getByText('Your house has its new name!').waitFor();
    const partner = await open('/vue/act/love-nest?uid=65001');
    await partner.page.getByText(/^Browser Bungalow · with /).waitFor();
  });

  it('a user without a couple reads "Please find your CP first"', async () => {
    const { page } = await open('/vue/act/love-nest?uid=10001');
    await page.getByText('Please find your CP first').waitFor();
    expect(await page.getByRole('button', { name: 'Register our couple' }).count()).toBe(0);
  });

  it('the diamond rain wheel, lucky egg and carnival mall pages open with their data', async () => {
    const wheel = await open('/vue/act/diamond-rain-wheel?uid=10002');
    await wheel.page.getByText('My diamonds: 88,000').waitFor();
    const egg = await open('/vue/act/lucky-egg-2022?uid=10002');
    await egg.page.getByRole('heading', { name: 'Lucky Egg' }).waitFor();
    await egg.page.getByText('Earn points').waitFor();
    const mall = await open('/vue/act/carnival-mall-2022?uid=10002');
    await mall.page.getByText('Your rich value: 25,000. 10 rich value (1 USD) = 1 carnival point.').waitFor();
    await mall.page.getByText('Bubble Tea').waitFor();
  });
});
