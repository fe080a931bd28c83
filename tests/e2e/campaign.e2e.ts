// The demo campaign in a real browser: content, tabs, phases, languages, requests, and the 404 page.
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import type { AppCall } from './fakeApp';
import { shot, useBrowser, whenReady } from './harness';
import { holdReactDom, openWithLateHydration } from './network';

const ROUTE = '/vue/act/starlight';

describe('demo campaign (Starlight Gift Festival)', () => {
  const { baseUrl, open, tab } = useBrowser();

  it('renders banner, title, countdown, a 30-row ranking with compact diamonds, and the rules', async () => {
    const { page } = await open(ROUTE);
    await page.getByRole('heading', { name: 'Starlight Gift Festival' }).waitFor();
    const rows = page.locator('[data-rank]');
    await rows.nth(29).waitFor();
    // Its running phase ends years away: no countdown (a countdown of over a year would mislead).
    expect(await page.getByText('Ends in').count()).toBe(0);
    expect(await rows.count()).toBe(30);
    const scores = await page.locator('[data-rank] .cw-rank__score').allTextContents();
    expect(scores.every((s) => /^\d+(\.\d)?[KM]?$/.test(s.trim()))).toBe(true);
    await expect(page.getByRole('heading', { name: 'Rules' }).isVisible()).resolves.toBe(true);
    await shot(page, 'campaign-running', { fullPage: true });
  });

  it('is served prerendered (content before any script runs) and hydrates without console errors or warnings', async () => {
    const html = await (await fetch(`${baseUrl()}${ROUTE}`)).text();
    expect(html).toContain('Starlight Gift Festival');
    expect(html).not.toContain('Ends in');
    const page = await tab();
    const problems: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${baseUrl()}${ROUTE}`);
    await page.locator('[data-rank]').nth(29).waitFor();
    await page.getByRole('tab', { name: 'Rewards' }).click();
    await page.getByText('Golden crown frame + 50K diamonds').waitFor();
    expect(problems).toEqual([]);
  });

  it('requests its data before it hydrates; an answer that comes first waits for hydration (no mismatch)', async () => {
    // The ranking's answer is in before the page can hydrate.
    const { page, asked, releasedAt, problems } = await openWithLateHydration({ tab, baseUrl }, ROUTE, '/rankingList/getData');
    await page.locator('[data-rank]').nth(29).waitFor();
    expect(asked.length).toBe(1);
    // It left while react-dom was held, and no second one followed hydration.
    expect(asked[0]!).toBeLessThan(releasedAt);
    expect(problems).toEqual([]);
  });

  it('a tap before the page is interactive is not lost: it acts once the page has hydrated', async () => {
    const page = await tab();
    const reactDom = await holdReactDom(page);
    await page.goto(`${baseUrl()}${ROUTE}`, { waitUntil: 'domcontentloaded' });
    const rewards = page.getByRole('tab', { name: 'Rewards' });
    // The entry is running (it holds taps) while react-dom is still on its way.
    await page.waitForFunction(() => performance.getEntriesByName('app:libraries').length > 0);
    expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
    await rewards.click();
    await rewards.click();
    reactDom.release();
    await whenReady(page);
    await page.getByText('Golden crown frame + 50K diamonds').waitFor();
    expect(await rewards.getAttribute('aria-selected')).toBe('true');
  });

  it('switches to the Rewards tab', async () => {
    const { page } = await open(ROUTE);
    await page.getByRole('tab', { name: 'Rewards' }).click();
    await page.getByText('Golden crown frame + 50K diamonds').waitFor();
    expect(await page.getByRole('tab', { name: 'Rewards' }).getAttribute('aria-selected')).toBe('true');
  });

  it('Join now: the page scrolls its last lines above the button; in a browser it says to open the app, in the app it opens the room list', async () => {
    const { page } = await open(ROUTE);
    const join = page.getByRole('button', { name: 'Join now' });
    // The ranking's rows arrive after the first paint and lengthen the page: wait for them, and
    // scroll to the end on every look so that a late row cannot leave the page short of its end.
    await page.locator('[data-rank]').nth(29).waitFor();
    const rules = page.getByRole('heading', { name: 'Rules' }).locator('xpath=..');
    await expect.poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = (await rules.boundingBox())!;
      return last.y + last.height <= (await join.boundingBox())!.y;
    }).toBe(true);
    await join.click();
    await page.getByText('Please open this page in the app to continue.').waitFor();

    const inApp = await tab({ bridge: 'android' });
    await inApp.goto(`${baseUrl()}${ROUTE}`);
    await whenReady(inApp);
    await inApp.getByRole('button', { name: 'Join now' }).click();
    await expect
      .poll(() => inApp.evaluate(() => (window as unknown as { __appCalls: AppCall[] }).__appCalls.filter((c) => c.action === 'forward').map((c) => c.args)))
      .toEqual([{ type: 8 }]);
  });

  it('the step runner is fetched at the first press, not for a visitor who only looks; the tap it starts still acts', async () => {
    const page = await tab();
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
    await page.goto(`${baseUrl()}${ROUTE}`);
    const join = page.getByRole('button', { name: 'Join now' });
    await join.waitFor();
    await page.locator('[data-rank]').nth(29).waitFor();
    await page.waitForLoadState('networkidle');
    const runner = () => scripts.filter((s) => /\/steps-[^/]+\.js$/.test(s));
    expect(runner()).toEqual([]);
    await join.click();
    await page.getByText('Please open this page in the app to continue.').waitFor();
    expect(runner()).toHaveLength(1);
  });

  it('the own rank bar stays above the fixed Join button while the ranking scrolls under it', async () => {
    const { page } = await open(ROUTE);
    const own = page.locator('.cw-rank--own');
    await own.waitFor();
    await page.locator('[data-rank]').nth(10).scrollIntoViewIfNeeded();
    const join = await page.getByRole('button', { name: 'Join now' }).boundingBox();
    const bar = await own.boundingBox();
    expect(join && bar).toBeTruthy();
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(join!.y);
    await shot(page, 'campaign-own-rank-above-join');
  });

  it('previews the preheat and ended phases with ?at= (outside production)', async () => {
    const pre = await open(`${ROUTE}?at=2026-10-28T00:00:00%2B08:00`);
    await pre.page.getByText('Starts in').waitFor();
    expect(await pre.page.getByRole('button', { name: 'Join now' }).count()).toBe(0);
    await shot(pre.page, 'campaign-preheat');
    const ended = await open(`${ROUTE}?at=2030-02-01T00:00:00Z`);
    await ended.page.getByText('The festival has ended.', { exact: false }).waitFor();
    // After the end the own bar speaks of the final ranking, never "Not ranked yet" beside a score.
    const own = ended.page.locator('.cw-rank--own');
    await own.waitFor();
    expect(await own.innerText()).not.toContain('Not ranked yet');
    expect(await ended.page.getByText('Not ranked yet').count()).toBe(0);
    await shot(ended.page, 'campaign-ended');
  });

  it('a ?at= that is not an instant keeps the real time and the development panel says why', async () => {
    const { page } = await open(`${ROUTE}?at=2030-13-45`);
    await page.getByRole('heading', { name: 'Starlight Gift Festival' }).waitFor();
    const notice = page.getByRole('alert').filter({ hasText: '?at=2030-13-45 is not an instant, so the page shows the real time.' });
    await notice.waitFor();
    await shot(page, 'campaign-invalid-at');
    await page.getByRole('button', { name: 'Open the development panel' }).click();
    await page.getByRole('complementary', { name: 'Development panel' }).getByRole('alert').waitFor();
  });

  it('shows the page in Thai with ?lang=th and in Vietnamese with ?lang=vn', async () => {
    const th = await open(`${ROUTE}?lang=th`);
    await th.page.getByRole('heading', { name: 'เทศกาลของขวัญสตาร์ไลท์' }).waitFor();
    const vn = await open(`${ROUTE}?lang=vn`);
    await vn.page.getByRole('heading', { name: 'Lễ hội Quà tặng Starlight' }).waitFor();
  });

  it('every API request carries the timestamp parameter, the app header, level lower and the timestamp header', async () => {
    const page = await tab();
    const seen: Request[] = [];
    page.on('request', (r) => { if (r.url().includes('/vue/prodServer/')) seen.push(r); });
    await page.goto(`${baseUrl()}${ROUTE}`);
    await page.locator('[data-rank]').first().waitFor();
    expect(seen.length).toBeGreaterThan(0);
    for (const r of seen) {
      const url = new URL(r.url());
      expect(url.searchParams.get('timestamp')).toMatch(/^\d{13}$/);
      const h = r.headers();
      expect(h.level).toBe('lower');
      expect(h.timestamp).toMatch(/^\d{13}$/);
      expect(h.language).toBe('en');
      expect(h.area).toBeTruthy();
      expect(h.userid).toBeTruthy();
    }
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page } = await open('/vue/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await shot(page, 'not-found');
  });
});
