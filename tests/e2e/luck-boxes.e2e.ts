// The lucky box, the treasure hunter and the constellation treasure in a real browser against the sandbox: a trial
// prize lost when the user gives it up and kept (charged once for a double tap) when they pay; the treasure hunter
// of a user one use short of both guarantees; a constellation draw and claim, each sent once for a double tap. The
// sandbox clock is pinned to midday so that no 00:00 reset (the day's free trial) falls inside a test.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { pinSandboxClockToNoon, useBrowser, whenReady } from './harness';
import { apiCalls, holdDialogs, requestTimes } from './network';

const LUCKY = '/vue/act/lucky-box-valentine';
const HUNTER = '/vue/act/treasure-hunter';
const SKY = '/vue/act/constellation-treasure';

/** The number in an element's text ("My diamonds: 12,345" -> 12345). */
const amountIn = async (el: Locator) => Number((await el.innerText()).replace(/[^\d]/g, ''));

/** Taps an element twice in the same moment, as a double tap does. */
const doubleTap = (el: Locator) =>
  el.evaluate((node: HTMLElement) => {
    node.click();
    node.click();
  });

const posts = (sent: string[], path: string) => sent.filter((p) => p === path).length;

describe('luck games (campaigns lucky-box-valentine, treasure-hunter, constellation-treasure)', () => {
  const { baseUrl, open, tab } = useBrowser();

  // The daily limits and trials count from 00:00 (UTC+8): the games run at 12:00 of today.
  beforeAll(() => pinSandboxClockToNoon(baseUrl()));

  /** Opens the lucky box for `uid` and takes the day's free trial: the offer dialog and the prize it names. */
  async function takeTrial(uid: string): Promise<{ page: Page; sent: string[]; offer: Locator; prize: string }> {
    const { page } = await open(`${LUCKY}?uid=${uid}`);
    const sent = apiCalls(page);
    await page.getByTestId('lucky-trial').getByText('Free trial').waitFor();
    await page.getByTestId('lucky-trial').click();
    const offer = page.getByRole('dialog', { name: 'Your trial prize' });
    await offer.getByTestId('lucky-offer').waitFor();
    const prize = await offer.locator('.cw-pool__name').innerText();
    return { page, sent, offer, prize };
  }

  it('giving up the trial prize asks first, then loses it: nothing is charged, it is not in the records and not offered again', async () => {
    const { page, sent, offer } = await takeTrial('62001');
    const before = await amountIn(page.getByTestId('lucky-diamonds'));
    await offer.getByRole('button', { name: 'Give up' }).click();
    const ask = page.getByRole('dialog', { name: 'Give up this prize?' });
    // "Cancel" keeps the offer open.
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await offer.getByTestId('lucky-offer').waitFor();
    await offer.getByRole('button', { name: 'Give up' }).click();
    await ask.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The trial prize is lost.').waitFor();
    await page.getByTestId('lucky-trial').getByText("Today's free trial is used").waitFor();
    expect(posts(sent, '/activity/luckyBox/dropTrial')).toBe(1);
    expect(posts(sent, '/activity/luckyBox/keepTrial')).toBe(0);
    expect(await amountIn(page.getByTestId('lucky-diamonds'))).toBe(before);
    await page.getByRole('tab', { name: 'My prizes' }).click();
    await page.getByText('No prizes yet').waitFor();
    // After a reload the lost prize is not offered again.
    await page.reload();
    await page.getByTestId('lucky-trial').getByText("Today's free trial is used").waitFor();
    expect(await page.getByRole('dialog', { name: 'Your trial prize' }).count()).toBe(0);
  });

  it("a tap on the free trial before the dialogs' code has arrived takes one trial, and its offer shows as soon as the code does", async () => {
    const page = await tab();
    const dialogs = await holdDialogs(page);
    const sent = apiCalls(page);
    const dialogCode = requestTimes(page, '/assets/dialog-');
    await page.goto(`${baseUrl()}${LUCKY}?uid=62004`);
    await whenReady(page);
    await page.getByTestId('lucky-trial').getByText('Free trial').waitFor();
    const answered = page.waitForResponse((r) => r.url().includes('/activity/luckyBox/trial'));
    await page.getByTestId('lucky-trial').click();
    await answered;
    // The trial is taken and its answer is in; its offer waits for the dialogs' code, asked for once.
    await expect.poll(() => dialogCode.length).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    dialogs.release();
    await page.getByRole('dialog', { name: 'Your trial prize' }).getByTestId('lucky-offer').waitFor();
    expect(posts(sent, '/activity/luckyBox/trial')).toBe(1);
  });

  it('paying keeps the trial prize; a double tap on Keep sends one payment and charges one draw\'s price', async () => {
    const { page, sent, offer, prize } = await takeTrial('62002');
    const before = await amountIn(page.getByTestId('lucky-diamonds'));
    await doubleTap(offer.getByTestId('lucky-keep'));
    const result = page.getByRole('dialog', { name: 'The prize is yours!' });
    await result.getByText(prize).waitFor();
    await result.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => amountIn(page.getByTestId('lucky-diamonds'))).toBe(before - 99);
    expect(posts(sent, '/activity/luckyBox/keepTrial')).toBe(1);
    await page.getByRole('tab', { name: 'My prizes' }).click();
    await page.getByText(prize).first().waitFor();
  });

  it('a double tap on a lottery batch sends one draw and charges it once', async () => {
    const { page } = await open(`${LUCKY}?uid=62003`);
    const sent = apiCalls(page);
    const balance = page.getByTestId('lucky-diamonds');
    await balance.waitFor();
    const before = await amountIn(balance);
    // A batch above one draw is asked first, naming its cost; the double tap lands on Confirm.
    await page.getByTestId('lucky-draw-10').click();
    await doubleTap(page.getByRole('dialog', { name: 'Confirm draw' }).getByRole('button', { name: 'Confirm' }));
    const result = page.getByRole('dialog', { name: 'Congratulations!' });
    await result.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => amountIn(balance)).toBe(before - 990);
    expect(posts(sent, '/activity/luckyBox/draw')).toBe(1);
  });

  it('at 99 stone and 39 bow uses the next use of each is the guarantee; one hunt per double tap; the counter starts over', async () => {
    const { page } = await open(`${HUNTER}?uid=10002`);
    const sent = apiCalls(page);
    await page.getByTestId('hunter-stone').getByText('1 more stone uses: a gift worth 1,299 to 1,999 is sure').waitFor();
    await page.getByTestId('hunter-bow').getByText('1 more bow uses: a gift worth 3,999 to 9,999 is sure').waitFor();
    const stones = await amountIn(page.getByTestId('hunter-stone-count'));

    await doubleTap(page.getByTestId('hunt-stone-1'));
    let found = page.getByRole('dialog', { name: 'Treasure found!' });
    await found.getByText(/^(Jade Compass|Golden Idol|Rocket)$/).waitFor();
    await found.getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('hunter-stone').getByText('100 more stone uses: a gift worth 1,299 to 1,999 is sure').waitFor();
    expect(await amountIn(page.getByTestId('hunter-stone-count'))).toBe(stones - 1);
    expect(posts(sent, '/activity/treasureHunter/hunt')).toBe(1);

    await page.getByTestId('hunt-bow-1').click();
    found = page.getByRole('dialog', { name: 'Treasure found!' });
    await found.getByText(/^(Ancient Chest|Yacht|Castle in the Sky)$/).waitFor();
    await found.getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('hunter-bow').getByText('40 more bow uses: a gift worth 3,999 to 9,999 is sure').waitFor();
    expect(posts(sent, '/activity/treasureHunter/hunt')).toBe(2);
  });

  it('constellation treasure: a double tap on a draw lights one star for 50 diamonds; a finished constellation\'s reward is claimed once and it starts over', async () => {
    const { page } = await open(`${SKY}?uid=10002`);
    const sent = apiCalls(page);
    await page.getByTestId('sky-aries-progress').getByText('4/4 stars lit').waitFor();
    await page.getByTestId('sky-leo-progress').getByText('6/7 stars lit').waitFor();
    const balance = page.getByTestId('sky-diamonds');
    const before = await amountIn(balance);
    const litStars = () => page.locator('[data-testid^="sky-"][data-lit]').evaluateAll((els) => els.reduce((n, el) => n + Number(el.getAttribute('data-lit')), 0));
    const lit = await litStars();

    await doubleTap(page.getByTestId('sky-draw-1'));
    const result = page.getByRole('dialog', { name: /^(Stars lit!|Constellation complete!)$/ });
    await result.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => amountIn(balance)).toBe(before - 50);
    await expect.poll(litStars).toBe(lit + 1);
    expect(posts(sent, '/activity/constellation/draw')).toBe(1);

    await doubleTap(page.getByTestId('sky-claim-aries'));
    const claimed = page.getByRole('dialog', { name: 'Reward claimed!' });
    await claimed.getByText('Neon Frame').waitFor();
    await claimed.getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('sky-aries-progress').getByText('0/4 stars lit').waitFor();
    await page.getByTestId('sky-aries').getByText('Reward claimed 1 time').waitFor();
    expect(posts(sent, '/activity/constellation/claim')).toBe(1);
    expect(await page.getByTestId('sky-claim-aries').count()).toBe(0);

    await page.getByRole('tab', { name: 'My records' }).click();
    await page.getByText('Neon Frame').first().waitFor();
  });
});
