// The draw kit in a real browser against the sandbox: a draw's result shows its prizes by itself (no Skip needed)
// and its OK does not move as the reveal ends; every spend above a single unit is asked first naming its cost and
// Cancel spends nothing; a double tap on a result's OK closes it without the second tap pressing what lies under it.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shot, useBrowser } from './harness';
import { apiCalls, apiInFlight } from './network';

const control = async (baseUrl: string, body: Record<string, unknown>) => {
  await fetch(`${baseUrl}/vue/sandbox/control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
};

/** The opacity of each prize card of a result dialog, as the user sees it. */
const cardOpacities = (dialog: Locator) => dialog.getByRole('listitem').evaluateAll((cards) => cards.map((c) => getComputedStyle(c).opacity));

/**
 * Records, on every frame from now on, the reveal phase of the result dialog on screen and where its OK sits in the
 * dialog's layout (the entrance's scaling aside); `places()` takes them.
 */
interface OkPlace { phase: string | null; x: number; y: number }
async function trackOk(page: Page): Promise<{ places: () => Promise<OkPlace[]> }> {
  await page.evaluate(() => {
    const seen: OkPlace[] = [];
    (window as unknown as { okPlaces: OkPlace[] }).okPlaces = seen;
    const frame = () => {
      const panel = document.querySelector<HTMLElement>('[role=dialog]:has([data-testid=draw-result])');
      const ok = panel && [...panel.querySelectorAll('button')].find((b) => b.textContent === 'OK');
      if (panel && ok) {
        // Layout offsets, which the entrance's transform does not change, summed up to the page.
        const at = (el: HTMLElement) => {
          let [x, y] = [0, 0];
          for (let e: Element | null = el; e instanceof HTMLElement; e = e.offsetParent) [x, y] = [x + e.offsetLeft, y + e.offsetTop];
          return { x, y };
        };
        const [p, o] = [at(panel), at(ok)];
        seen.push({ phase: panel.querySelector('[data-testid=draw-result]')!.getAttribute('data-phase'), x: o.x - p.x, y: o.y - p.y });
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return { places: () => page.evaluate(() => (window as unknown as { okPlaces: OkPlace[] }).okPlaces.splice(0)) };
}

/** Two taps on the element's centre, one right after the other, as a finger double-tapping it. */
async function doubleTap(page: Page, target: Locator): Promise<{ x: number; y: number }> {
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.touchscreen.tap(point.x, point.y);
  await page.touchscreen.tap(point.x, point.y);
  return point;
}

describe('draw kit (spark draw, lucky box, constellation treasure, wishing gift box, blind box)', () => {
  const { baseUrl, open } = useBrowser();

  it('a spark draw\'s result shows its prizes by itself, without Skip, ×1 and ×10; OK stays where it is as the reveal ends', async () => {
    const uid = '41101';
    await control(baseUrl(), { grant: { userId: uid, sparks: 30 } });
    const { page } = await open(`/vue/spark/stars-hunters?uid=${uid}`);
    const ok = await trackOk(page);
    for (const n of [1, 10]) {
      await ok.places();
      await page.getByTestId(`spark-draw-${n}`).click();
      if (n > 1) await page.getByRole('dialog', { name: 'Confirm draw' }).getByRole('button', { name: 'Confirm' }).click();
      const dialog = page.getByRole('dialog', { name: 'You lit up!' });
      // The reveal ends by itself: every card is in, fully visible, with OK still to tap.
      await dialog.locator('[data-phase="shown"]').waitFor();
      expect(await dialog.getByRole('listitem').count()).toBe(n);
      expect(new Set(await cardOpacities(dialog))).toEqual(new Set(['1']));
      // A tap on OK as the last card comes in lands on OK: it was in one place while revealing and once shown.
      const places = await ok.places();
      expect(new Set(places.map((p) => p.phase))).toEqual(new Set(['revealing', 'shown']));
      const last = places.at(-1)!;
      expect(Math.max(...places.map((p) => Math.max(Math.abs(p.x - last.x), Math.abs(p.y - last.y))))).toBe(0);
      if (n > 1) await shot(page, 'draw-kit-spark-result');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  });

  it('every spend above a single unit is asked first, naming its cost; Cancel spends nothing', async () => {
    const uid = '41102';
    await control(baseUrl(), { grant: { userId: uid, diamonds: 10_000, sparks: 30 } });
    const spends = [
      { route: '/vue/act/lucky-box-valentine', tap: (p: Page) => p.getByTestId('lucky-draw-50'), title: 'Confirm draw', text: 'Draw ×50 for 4,950 diamonds?', path: '/activity/luckyBox/draw' },
      { route: '/vue/act/constellation-treasure', tap: (p: Page) => p.getByRole('button', { name: /×10/ }), title: 'Confirm draw', text: /Draw ×\d+ for [\d,]+ diamonds\?/, path: '/activity/constellation/draw' },
      { route: '/vue/spark/stars-hunters', tap: (p: Page) => p.getByTestId('spark-draw-10'), title: 'Confirm draw', text: 'Draw ×10 for 10 Sparks?', path: '/activity/spark/draw' },
      { route: '/vue/act/wishing-gift-box', tap: (p: Page) => p.getByTestId('wish-buy-coins'), title: 'Confirm purchase', text: 'Buy 10 wishing coins for 10 Sparks?', path: '/activity/wishBox/buyCoins' },
    ];
    for (const spend of spends) {
      const { page } = await open(`${spend.route}?uid=${uid}`);
      const sent = apiCalls(page);
      const calls = apiInFlight(page);
      await spend.tap(page).click();
      const ask = page.getByRole('dialog', { name: spend.title });
      await ask.getByText(spend.text).waitFor();
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await ask.waitFor({ state: 'detached' });
      await calls.settled();
      expect(sent.filter((p) => p === spend.path), spend.route).toEqual([]);
    }
  });

  it('a double tap on a result\'s OK closes it once: the second tap opens no box under it', async () => {
    const uid = '41103';
    const { page } = await open(`/vue/act/blind-box-challenge?uid=${uid}`);
    const sent = apiCalls(page);
    const calls = apiInFlight(page);
    const keys = page.getByTestId('bbox-keys');
    await keys.waitFor();
    const before = Number(await keys.innerText());
    await page.locator('[data-opened="false"] button').first().click();
    const dialog = page.getByRole('dialog', { name: 'You opened' });
    const ok = dialog.getByRole('button', { name: 'OK' });
    await ok.waitFor();
    // What the page holds under OK: a control that would spend if the second tap reached it.
    const box = (await ok.boundingBox())!;
    const under = await page.evaluate(
      ([x, y]) => document.elementsFromPoint(x!, y!).find((el) => !el.closest('.cw-backdrop') && el.closest('button'))?.closest('button')?.outerHTML ?? '',
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(under).toMatch(/<button/);
    await doubleTap(page, ok);
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('tap-shield').waitFor({ state: 'detached' });
    await calls.settled();
    expect(sent.filter((p) => p === '/activity/blindBox/open')).toHaveLength(1);
    expect(Number(await keys.innerText())).toBe(before - 1);
  });
});
