// The Christmas carousel and the mystery mall of the 2023 carnival in a real browser against the sandbox: a
// 10-launch of a user 5 launches short of the guarantee (asked first, sent once, the first prize won and the counter
// started again), crafting refused without sent gifts, and a walk through the mystery mall's three tabs.
import { describe, expect, it } from 'vitest';
import { shot, useBrowser } from './harness';
import { apiCalls } from './network';

const CAROUSEL = '/vue/act/christmas-carousel';
const MALL = '/vue/act/mystery-mall';

describe('carnival shops (campaigns christmas-carousel, mystery-mall)', () => {
  const { baseUrl, open } = useBrowser();

  const pityOf = async (uid: string) => {
    const res = await fetch(`${baseUrl()}/vue/prodServer/activity/christmasCarousel/index`, { headers: { userid: uid } });
    return ((await res.json()) as { content: { pity: { count: number } } }).content.pity.count;
  };

  it('a 10-launch 5 launches short of the guarantee is asked first, sent once, brings the first prize and starts the counter again', async () => {
    const uid = '10003';
    const before = await pityOf(uid);
    const { page } = await open(`${CAROUSEL}?uid=${uid}`);
    const sent = apiCalls(page);
    const counter = page.getByTestId('carousel-launch-pity');
    await counter.getByText(`Starlight Carriage guaranteed in ${50 - before} launches (${before}/50)`).waitFor();
    await page.getByTestId('carousel-launch-10').click();
    const ask = page.getByRole('dialog', { name: 'Confirm draw' });
    await ask.getByText('Draw ×10 for 100 candy?').waitFor();
    await ask.getByRole('button', { name: 'Confirm' }).evaluate((el: HTMLElement) => {
      el.click();
      el.click();
    });
    const result = page.getByRole('dialog', { name: 'Congratulations!' });
    await result.getByText('Starlight Carriage').first().waitFor();
    await shot(page, 'carousel-launch-10');
    await result.getByRole('button', { name: 'OK' }).click();
    const after = await pityOf(uid);
    expect(after).toBeLessThan(10);
    await counter.getByText(`Starlight Carriage guaranteed in ${50 - after} launches (${after}/50)`).waitFor();
    expect(sent.filter((p) => p === '/activity/christmasCarousel/launch')).toHaveLength(1);
  });

  it('crafting without 3 sent gifts is refused and sends nothing', async () => {
    const { page } = await open(`${CAROUSEL}?uid=76001`);
    const crafts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/activity/christmasCarousel/craft')) crafts.push(r.url());
    });
    await page.getByRole('tab', { name: 'Crafting' }).click();
    await page.getByText('0/3').waitFor();
    await page.getByRole('button', { name: 'Not enough materials' }).click();
    await page.getByText('Insufficient materials for crafting.').waitFor();
    expect(crafts).toHaveLength(0);
  });

  it('the mystery mall: thanks gifts, the mystery mall and the investment expert, each tab with its content', async () => {
    const { page } = await open(`${MALL}?uid=10002`);
    await page.getByText('Points counted from 2023-01-01 to 2023-11-30 are valid until 2023-12-31. Exchange them for thanks gifts.').waitFor();
    await page.getByText(/^My points: [\d,]+$/).first().waitFor();
    await page.getByRole('tab', { name: 'Mystery mall' }).click();
    await page.getByText('The mystery package (original price 120 USD) can be bought once.', { exact: false }).waitFor();
    await page.getByText(/^My tokens: [\d,]+$/).first().waitFor();
    await page.getByText('Mystery Package', { exact: true }).first().waitFor();
    await page.getByRole('tab', { name: 'Investment expert' }).click();
    await page.getByText('Top 10 rewards').waitFor();
    await page.getByText('Top 4-10').waitFor();
    await shot(page, 'mystery-mall-expert');
    await page.getByRole('tab', { name: 'Thanks gifts' }).click();
    await page.getByText(/^My points: [\d,]+$/).first().waitFor();
  });
});
