// The BFF house, couple travel and Christmas cards pages in a real browser against the sandbox, each previewing a
// day of its event (?at=, which the sandbox's event calls read too): the free draw winning a house that is then
// exchanged, the app's BFF screen opened only from a tap; a couple's done task claimed; a card sent and the cash
// form of the super prize filled in.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, useBrowser, whenReady } from './harness';
import type { AppCall } from './fakeApp';

const at = (iso: string) => `at=${encodeURIComponent(iso)}`;
const BFF = at('2027-03-05T12:00:00+08:00');
const TRAVEL = at('2027-05-12T12:00:00+08:00');
const CARDS = at('2026-12-20T12:00:00+08:00');
const forwards = (page: Page) => page.evaluate(() => (window as unknown as { __appCalls: AppCall[] }).__appCalls.filter((c) => c.action === 'forward').map((c) => c.args));

describe('BFF house, couple travel and Christmas cards (campaigns bff, couple-travel, christmas-cards)', () => {
  const { baseUrl, open, tab } = useBrowser();

  it('BFF: the free draw wins a house, the system stays locked until it is exchanged, then Go to my BFF forwards (type 43) only when tapped', async () => {
    const page = await tab({ bridge: 'android' });
    await page.goto(`${baseUrl()}/vue/act/bff?uid=46001&${BFF}`);
    await whenReady(page);
    await page.getByText('Win a house in the free draw and exchange it to unlock the BFF system.').first().waitFor();
    await page.getByTestId('chance-draw-draw-1').click();
    await page.getByTestId('draw-result').getByText('BFF house').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByText(/stays locked until the house expires on 2027-03-12/).waitFor();
    await page.getByRole('tab', { name: 'House exchange' }).click();
    await page.getByRole('button', { name: 'Exchange house' }).click();
    await page.getByText('Level 1 Cozy Hut').waitFor();
    const go = page.getByRole('button', { name: 'Go to my BFF' });
    await go.waitFor();
    expect(await forwards(page)).toEqual([]);
    await go.click();
    await expect.poll(() => forwards(page)).toEqual([{ type: 43 }]);
    await page.getByRole('tab', { name: 'Supporters' }).click();
    await page.getByLabel("Supporter's user id").fill('46100');
    await page.getByRole('button', { name: 'Invite' }).click();
    await page.getByText('House level 1 · growth 0 · 1 supporter speeds it up by 10%').waitFor();
    await shot(page, 'bff-house', { fullPage: true });
  });

  it('couple travel: no couple reads "Please find your CP first"; the partner\'s done task is claimed and the trip moves on', async () => {
    const alone = await open(`/vue/act/couple-travel?uid=10002&${TRAVEL}`);
    await alone.page.getByText('Please find your CP first').waitFor();
    const res = await fetch(`${baseUrl()}/vue/prodServer/activity/coupleTravel/act`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', userid: '10006', referer: `${baseUrl()}/vue/act/couple-travel?${TRAVEL}` }, body: JSON.stringify({ taskId: 1, amount: 1 }),
    });
    expect(((await res.json()) as { status: number }).status).toBe(0);
    const { page } = await open(`/vue/act/couple-travel?uid=10005&${TRAVEL}`);
    const task = page.getByRole('listitem').filter({ hasText: 'Sign in together' });
    await task.getByRole('button', { name: 'Claim' }).click();
    await page.getByText('Reward claimed: the trip moves on!').waitFor();
    await page.getByText(/are at stop 1 of 4/).waitFor();
    await shot(page, 'couple-travel', { fullPage: true });
  });

  it('Christmas cards: a spare card sent to a user id; the Thai cash form names the countries in Thai and shows the correction deadline', async () => {
    const { page } = await open(`/vue/act/christmas-cards?uid=46002&${CARDS}`);
    await page.getByRole('tab', { name: 'Send' }).click();
    await page.getByRole('radio', { name: 'Christmas tree' }).check();
    await page.getByLabel("Friend's user id").fill('46003');
    await page.getByRole('button', { name: 'Send card' }).click();
    await page.getByRole('alert').getByText('Only cards you own more than once can be sent.').waitFor();
    await page.getByRole('radio', { name: 'Bell' }).check();
    await page.getByRole('button', { name: 'Send card' }).click();
    await page.getByText('Card sent!').waitFor();

    const thai = await open(`/vue/act/christmas-cards?uid=10004&lang=th&${CARDS}`);
    await thai.page.getByRole('tab', { name: 'รางวัลใหญ่' }).click();
    await thai.page.getByText('หากข้อมูลของคุณไม่ถูกต้อง กรุณาแก้ไขผ่านฝ่ายบริการลูกค้าก่อนวันที่ 2027-01-10').waitFor();
    await thai.page.getByRole('radio', { name: 'เป็นเงินสด' }).check();
    await thai.page.getByLabel('ประเทศ/ภูมิภาค').selectOption('TH');
    expect(await thai.page.getByLabel('ประเทศ/ภูมิภาค').locator('option:checked').textContent()).toBe('ไทย');
    await thai.page.getByLabel('ชื่อธนาคาร').fill('Kasikorn');
    await thai.page.getByLabel('เลขที่บัญชี').fill('1234567890');
    await thai.page.getByLabel('ชื่อผู้รับเงิน').fill('Somchai');
    await thai.page.getByLabel('เบอร์โทรผู้รับเงิน').fill('812345678');
    await thai.page.getByRole('button', { name: 'ส่ง', exact: true }).click();
    await thai.page.getByText('คุณรับรางวัลใหญ่เป็นเงินสดแล้ว: จ่ายภายใน 7 วันทำการ').waitFor();
    await shot(thai.page, 'christmas-cards-cash', { fullPage: true });
  });
});
