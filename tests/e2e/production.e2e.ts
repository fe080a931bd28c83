// The production build in a real browser, inside a simulated Android app that supplies the user 10002, language en
// and area MY: the page URL sets no identity, and the live round game's push client compiles its WebAssembly under
// the page's policy. (Every route's policy and settling: routes-*.e2e.ts.)
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { appContext, HOST_HEADER } from './fakeApp';
import { useBrowser, whenReady } from './harness';

describe('the production build', () => {
  const { baseUrl, browser, tab } = useBrowser({ build: 'production' });

  it('?uid=, ?lang= and ?area= inside the app change no request header and no user: every call is the app user\'s', async () => {
    const page = await tab({ bridge: 'android' });
    const calls: Request[] = [];
    page.on('request', (r) => void (r.url().includes('/vue/prodServer/') && calls.push(r)));
    await page.goto(`${baseUrl()}/vue/act/starlight?uid=31337&lang=th&area=ID`);
    await whenReady(page);
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    const identities = new Set(calls.map((r) => { const h = r.headers(); return `${h.userid} ${h.language} ${h.client_language} ${h.area}`; }));
    expect([...identities]).toEqual([`${HOST_HEADER.userid} en en ${HOST_HEADER.area}`]);
    // The page speaks the app's language, not the URL's.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('the live round game compiles its push client\'s WebAssembly with no policy violation', async () => {
    // A context of its own: the counting script stays out of the other tests' tabs.
    const context = await appContext(browser(), 'android');
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __wasmCompiled: number };
      w.__wasmCompiled = 0;
      for (const name of ['instantiate', 'compile', 'instantiateStreaming', 'compileStreaming'] as const) {
        const original = WebAssembly[name] as (...args: unknown[]) => Promise<unknown>;
        (WebAssembly as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => original.apply(WebAssembly, args).then((r) => ((w.__wasmCompiled += 1), r));
      }
    });
    await page.goto(`${baseUrl()}/vue/slot-machine/index`);
    await whenReady(page);
    // Compiled, not refused: a refused compile rejects and is never counted (and the harness fails the violation).
    await page.waitForFunction(() => (window as unknown as { __wasmCompiled: number }).__wasmCompiled > 0, undefined, { timeout: 30000 });
    await context.close();
  });

  it("paints the first screen from the page's inline part of the stylesheet, asks for the whole one once its code is in, and is interactive once that is in, so what it shows later is styled", async () => {
    const page = await tab();
    let release = (): void => undefined;
    const held = new Promise<void>((r) => (release = r));
    let asked = false;
    let codeInWhenAsked = false;
    await page.route(/\/vue\/assets\/style-[\w-]+\.css$/, async (route) => {
      asked = true;
      // Asked for once the page's own code (the engine, the campaign) is in: it does not share the network with it.
      codeInWhenAsked = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/assets\/(engine|starlight-festival)-[\w-]+\.js$/.test(e.name)).length === 2);
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/vue/act/starlight`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    // Styled before the stylesheet is asked for: the banner has its box, the join button its fixed place.
    expect(await page.locator('.cw-banner__img').evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(180);
    expect(await page.locator('.cw-button--fixed').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await expect.poll(() => asked).toBe(true);
    expect(codeInWhenAsked).toBe(true);
    // A tap before the page is interactive is held by the entry.
    const rewards = page.getByRole('tab', { name: 'Rewards' });
    await rewards.click();
    // Hydrated, and still not interactive while the stylesheet is held: the tap waits.
    await page.waitForFunction(() => performance.getEntriesByName('app:committed').length > 0);
    expect(await page.evaluate(() => document.documentElement.dataset.ready ?? '')).toBe('');
    expect(await rewards.getAttribute('aria-selected')).toBe('false');
    release();
    await whenReady(page);
    await expect.poll(() => rewards.getAttribute('aria-selected')).toBe('true');
    // The rewards tab's rows are no part of the first screen (their rules are not inline): they come styled.
    const row = page.locator('.cw-rewards__row').first();
    await row.waitFor();
    expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
  });

  it("react-dom's code runs after the campaign's first requests are sent: its evaluation, the longest of the start, does not hold them back", async () => {
    const page = await tab();
    await page.goto(`${baseUrl()}/vue/act/starlight`);
    await whenReady(page);
    const firstRequest = () => page.evaluate(() => Math.min(...performance.getEntriesByType('resource').filter((e) => e.name.includes('/vue/prodServer/')).map((e) => e.startTime)));
    await expect.poll(firstRequest).toBeLessThan(Number.POSITIVE_INFINITY);
    const reactDom = await page.evaluate(() => performance.getEntriesByName('app:react-dom')[0]?.startTime ?? Number.NaN);
    expect(reactDom).toBeGreaterThan(await firstRequest());
  });

  it('the loading placeholders of the first screen stay still until the page is interactive, then pulse', async () => {
    const page = await tab();
    // The ranking's answer and the page's react-dom are held: the rows stay placeholders and the page not yet interactive.
    let releaseMount = (): void => undefined;
    const mountHeld = new Promise<void>((r) => (releaseMount = r));
    await page.route(/\/vue\/assets\/mountApp-[\w-]+\.js$/, async (route) => {
      await mountHeld;
      await route.continue();
    });
    await page.route(/\/rankingList\/getData/, () => undefined);
    await page.goto(`${baseUrl()}/vue/act/starlight`, { waitUntil: 'commit' });
    await page.locator('.cw-skeleton').first().waitFor();
    // The whole stylesheet is in and applied, the page's services have started: only the held script is missing.
    await page.waitForFunction(() => performance.getEntriesByName('app:services').length > 0 && [...document.styleSheets].some((s) => /\/style-[\w-]+\.css$/.test(s.href ?? '')));
    const running = () => page.evaluate(() => document.getAnimations().map((a) => `${(a as CSSAnimation).animationName} ${(a.effect as KeyframeEffect).target?.className}`));
    expect(await running()).toEqual([]);
    releaseMount();
    await whenReady(page);
    await expect.poll(running).toContain('cw-pulse cw-skeleton');
  });

  it('a page whose first screen writes numbers builds their format before it hydrates; a page whose first screen writes none does not', async () => {
    const numberFormatsBeforeHydration = async (route: string) => {
      const page = await tab();
      await page.addInitScript(() => {
        const w = window as unknown as { __numberFormats: number };
        w.__numberFormats = 0;
        Intl.NumberFormat = new Proxy(Intl.NumberFormat, { construct: (target, args) => ((w.__numberFormats += 1), Reflect.construct(target, args)) });
      });
      let releaseMount = (): void => undefined;
      const mountHeld = new Promise<void>((r) => (releaseMount = r));
      await page.route(/\/vue\/assets\/mountApp-[\w-]+\.js$/, async (r) => {
        await mountHeld;
        await r.continue();
      });
      await page.goto(`${baseUrl()}/vue${route}`, { waitUntil: 'commit' });
      // Painted, its services started: only react-dom is missing.
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0 && performance.getEntriesByName('app:services').length > 0);
      const built = (await page.locator('#root[data-writes-numbers]').count()) > 0
        ? await page.waitForFunction(() => (window as unknown as { __numberFormats: number }).__numberFormats > 0).then(() => true)
        : await page.evaluate(() => (window as unknown as { __numberFormats: number }).__numberFormats > 0);
      expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
      releaseMount();
      await whenReady(page);
      return built;
    };
    expect(await numberFormatsBeforeHydration('/act/room-contribution')).toBe(true);
    expect(await numberFormatsBeforeHydration('/act/love-nest')).toBe(false);
  });
});
