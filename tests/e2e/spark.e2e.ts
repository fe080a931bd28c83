// The spark pages in a real browser against the sandbox: a ×10 draw (one request for a double tap) and its result,
// the pity progress moving, the family ranking hidden out of its range, reserving the next period, and a draw with
// no sparks opening the app's Spark buy sheet (iOS and Android hosts) or a localized message in a plain browser.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, useBrowser, whenReady } from './harness';
import { apiCalls } from './network';
import type { AppCall } from './fakeApp';

const HUNTERS = '/vue/spark/stars-hunters';
const PREHEAT = '/vue/spark/stars-mercury-preheat';
const API = '/vue/prodServer/activity/spark';

describe('spark pages (campaigns stars-hunters, stars-mercury-preheat)', () => {
  const { baseUrl, open, tab } = useBrowser();

  const call = async <T>(path: string, uid: string, query = ''): Promise<T> => {
    const res = await fetch(`${baseUrl()}${API}${path}${query}`, { headers: { userid: uid } });
    const json = (await res.json()) as { status: number; content: T; message?: string };
    if (json.status !== 0) throw new Error(`${path}: ${json.message ?? json.status}`);
    return json.content;
  };
  const control = async (body?: Record<string, unknown>) => {
    const res = await fetch(`${baseUrl()}/vue/sandbox/control`, body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {});
    return ((await res.json()) as { content: { now: number } }).content;
  };
  const drawButton = (page: Page, n: 1 | 10) => page.getByTestId(`spark-draw-${n}`);
  const pity = async (page: Page) => ({
    limited: Number(await page.getByTestId('spark-pity-limited').getAttribute('data-count')),
    rare: Number(await page.getByTestId('spark-pity-rare').getAttribute('data-count')),
  });
  const appCalls = (page: Page) => page.evaluate(() => (window as unknown as { __appCalls: AppCall[] }).__appCalls);

  it('a double tap on ×10 sends one draw; its ten prizes show, the animation can be skipped; the spark count drops by 10', async () => {
    const uid = '41001';
    await control({ grant: { userId: uid, sparks: 30 } });
    const before = await call<{ sparkCount: number }>('/getDrawConfig', uid, '?actCategory=20000');
    const { page } = await open(`${HUNTERS}?uid=${uid}`);
    const sent = apiCalls(page);
    await page.getByTestId('spark-count').getByText(`My Sparks: ${before.sparkCount}`).waitFor();
    // A batch above one draw is asked first, naming its cost; two taps on Confirm in the same task, before the
    // page can redraw the button as busy.
    await drawButton(page, 10).click();
    await page.getByRole('dialog', { name: 'Confirm draw' }).getByRole('button', { name: 'Confirm' }).evaluate((el: HTMLElement) => {
      el.click();
      el.click();
    });
    const dialog = page.getByRole('dialog', { name: 'You lit up!' });
    await dialog.waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(10);
    // The prizes come in one after another; Skip shows them all at once.
    await dialog.locator('[data-phase="revealing"]').waitFor();
    await dialog.getByRole('button', { name: 'Skip' }).dispatchEvent('click');
    await dialog.locator('[data-phase="shown"]').waitFor();
    expect(await dialog.getByRole('button', { name: 'Skip' }).count()).toBe(0);
    await shot(page, 'spark-draw-result');
    expect(sent.filter((p) => p === '/activity/spark/draw')).toHaveLength(1);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('spark-count').getByText(`My Sparks: ${before.sparkCount - 10}`).waitFor();
    expect((await call<{ sparkCount: number }>('/getDrawConfig', uid, '?actCategory=20000')).sparkCount).toBe(before.sparkCount - 10);
  });

  it('the lighten-x-times progress moves after a draw and matches the server', async () => {
    const uid = '41002';
    await control({ grant: { userId: uid, sparks: 5 } });
    const { page } = await open(`${HUNTERS}?uid=${uid}`);
    await page.getByTestId('spark-pity-limited').waitFor();
    expect(await pity(page)).toEqual({ limited: 0, rare: 0 });
    await drawButton(page, 1).click();
    await page.getByRole('dialog', { name: 'You lit up!' }).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => pity(page)).not.toEqual({ limited: 0, rare: 0 });
    const server = await call<{ userJpIntervalNum: number; userRareIntervalNum: number }>('/getDrawConfig', uid, '?actCategory=20000');
    expect(await pity(page)).toEqual({ limited: server.userJpIntervalNum, rare: server.userRareIntervalNum });
    await shot(page, 'spark-pity');
  });

  it('the family ranking shows while it is open, the top 3 families marked', async () => {
    const uid = '10004';
    const { page } = await open(`${HUNTERS}?uid=${uid}`);
    await page.getByRole('tab', { name: 'Family ranking' }).click();
    await page.locator('.cw-rank--top[data-rank="1"]').waitFor();
    expect(await page.locator('.cw-rank--top').count()).toBe(3);
  });

  it('after rankEnd the family ranking is hidden and a notice says it has closed', async () => {
    const uid = '10004';
    const family = await call<{ rankEnd: string }>('/getFamilyRanking', uid);
    const { now } = await control();
    await control({ offsetMs: Date.parse(family.rankEnd) + 3_600_000 - now });
    try {
      const later = await open(`${HUNTERS}?uid=${uid}`);
      await later.page.getByRole('tab', { name: 'Family ranking' }).click();
      await later.page.getByText('The ranking has closed for this period.').waitFor();
      expect(await later.page.locator('.cw-rank').count()).toBe(0);
      await shot(later.page, 'spark-family-closed');
    } finally {
      await control({ offsetMs: 0 });
    }
  });

  it('on the preheat page the next period is reserved once: Reserve, then Reserved (also after a reload)', async () => {
    const uid = '41004';
    const { page } = await open(`${PREHEAT}?uid=${uid}`);
    const sent = apiCalls(page);
    await page.getByText('Next period starts in').waitFor();
    const reserve = page.getByRole('button', { name: 'Reserve', exact: true });
    await expect.poll(() => reserve.isEnabled()).toBe(true);
    // The page's buttons keep the page's side margins: none touches the screen's edge.
    const width = page.viewportSize()!.width;
    for (const button of [reserve, page.getByRole('button', { name: 'Go to Stars Mercury' })]) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(12);
      expect(width - (box.x + box.width)).toBeGreaterThanOrEqual(12);
    }
    await reserve.click();
    await page.getByRole('button', { name: 'Reserved', exact: true }).waitFor();
    expect(sent.filter((p) => p === '/activity/spark/book')).toHaveLength(1);
    expect((await call<{ booked: boolean }>('/getNextConfig', uid)).booked).toBe(true);
    await page.reload();
    await whenReady(page);
    await page.getByRole('button', { name: 'Reserved', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Reserve', exact: true }).count()).toBe(0);
    await shot(page, 'spark-preheat-reserved', { fullPage: true });
  });

  for (const platform of ['ios', 'android'] as const) {
    it(`${platform}: with no sparks a draw opens the app's Spark buy sheet and sends no draw`, async () => {
      const page = await tab({ bridge: platform });
      const sent = apiCalls(page);
      await page.goto(`${baseUrl()}${HUNTERS}?uid=10007`);
      await page.getByTestId('spark-count').getByText('My Sparks: 0').waitFor();
      await drawButton(page, 10).click();
      await expect.poll(async () => (await appCalls(page)).filter((c) => c.action === 'sparkBuy').length).toBe(1);
      expect(sent.filter((p) => p === '/activity/spark/draw')).toHaveLength(0);
    });
  }

  it('in a plain browser a draw with no sparks says, in the page language, that sparks are bought in the app', async () => {
    const { page } = await open(`${HUNTERS}?uid=10007&lang=th`);
    const sent = apiCalls(page);
    await page.getByTestId('spark-count').getByText('Spark ของฉัน: 0').waitFor();
    await drawButton(page, 1).click();
    await page.getByText('Spark ไม่พอ เปิดหน้านี้ในแอปเพื่อซื้อ Spark').waitFor();
    expect(sent.filter((p) => p === '/activity/spark/draw')).toHaveLength(0);
    await shot(page, 'spark-no-sparks-browser-th');
  });
});
