// The luck games in a real browser against the sandbox: the golden egg's 20th smash giving the chosen gift (one
// request for a double tap), the 399 equivalent over the daily limit, the blind box refresh refused below the
// threshold and accepted above it with the board reset, and a Thai page. The sandbox clock is pinned to midday so
// that no 00:00 reset falls inside a test.
import { beforeAll, describe, expect, it } from 'vitest';
import { pinSandboxClockToNoon, useBrowser } from './harness';
import { apiCalls } from './network';

const EGG = '/vue/act/golden-egg';
const BOX = '/vue/act/blind-box-challenge';

describe('luck games (campaigns golden-egg, blind-box-challenge)', () => {
  const { baseUrl, open } = useBrowser();

  // The daily limits and trials count from 00:00 (UTC+8): the games run at 12:00 of today.
  beforeAll(() => pinSandboxClockToNoon(baseUrl()));

  it('a double tap on the egg sends one smash; the 20th smash gives the chosen gift', async () => {
    const { page } = await open(`${EGG}?uid=10003`);
    const sent = apiCalls(page);
    await page.getByTestId('egg-guarantee').getByText('1 more smash and Sports Car is sure (19/20)').waitFor();
    await page.getByTestId('egg-smash').evaluate((el: HTMLElement) => {
      el.click();
      el.click();
    });
    const dialog = page.getByRole('dialog', { name: 'You won' });
    await dialog.waitFor();
    await dialog.getByText('Your chosen gift has arrived!').waitFor();
    expect(await dialog.getByTestId('egg-result').getAttribute('data-gift')).toBe('1008');
    expect(sent.filter((p) => p === '/activity/goldenEgg/smash')).toHaveLength(1);
    await dialog.getByRole('button', { name: 'OK' }).click();
    // Won: the guarantee is done and the gift may be changed.
    await page.getByRole('button', { name: 'Change gift' }).waitFor();
  });

  it('over the daily limit the smash gives a gift worth 399 instead', async () => {
    const { page } = await open(`${EGG}?uid=10004`);
    await page.getByTestId('egg-guarantee').waitFor();
    await page.getByTestId('egg-smash').click();
    const dialog = page.getByRole('dialog', { name: 'You won' });
    await dialog.getByText("This gift is over today's limit: a gift worth 399 diamonds was sent instead.").waitFor();
    expect(await dialog.getByTestId('egg-result').getAttribute('data-gift')).toBe('1006');
  });

  it('a blind box refresh is refused below the threshold, then accepted above it and the board starts over', async () => {
    const uid = '42001';
    const { page } = await open(`${BOX}?uid=${uid}`);
    const sent = apiCalls(page);
    await page.getByTestId('bbox-count').getByText('0/9 opened').waitFor();
    await page.getByTestId('bbox-refresh').click();
    await page.getByText('Refresh not allowed yet: open 5 more boxes first.').waitFor();
    expect(sent.filter((p) => p === '/activity/blindBox/refresh')).toHaveLength(0);
    for (let n = 1; n <= 5; n++) {
      await page.getByRole('button', { name: `Open box ${n}`, exact: true }).click();
      const result = page.getByRole('dialog', { name: 'You opened' });
      await result.getByRole('button', { name: 'OK' }).click();
      await page.getByTestId('bbox-count').getByText(`${n}/9 opened`).waitFor();
    }
    await page.getByTestId('bbox-refresh-note').getByText('The refresh is unlocked.').waitFor();
    await page.getByTestId('bbox-refresh').click();
    const ask = page.getByRole('dialog', { name: 'Refresh the board?' });
    await ask.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('bbox-count').getByText('0/9 opened').waitFor();
    await page.getByTestId('bbox-gems').getByText('700').waitFor();
    expect(sent.filter((p) => p === '/activity/blindBox/refresh')).toHaveLength(1);
  });

  it('a Thai page: the egg in Thai, and no chance left says to do the daily tasks', async () => {
    const { page } = await open(`${EGG}?uid=10007&lang=th`);
    await page.getByTestId('egg-chances').getByText('โอกาสที่เหลือ: 0').waitFor();
    await page.getByRole('heading', { name: 'ไข่ทองคำ' }).first().waitFor();
    await page.getByTestId('egg-smash').click();
    await page.getByText('ไม่มีโอกาสเหลือแล้ว: ทำภารกิจประจำวันเพื่อรับเพิ่ม').waitFor();
  });
});
