// What a campaign page opened directly downloads at first load: no router code, no strings of other languages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { useBrowser, whenReady } from './harness';

const ROUTE = '/vue/act/starlight';
const LANGUAGES = ['en', 'ms', 'th', 'fil', 'vi'] as const;

/** The campaign's title and a shared string (the 404 page's title, which no campaign page shows) in a language. */
function wordsOf(lang: string): string[] {
  const title = (parse(readFileSync(join(process.cwd(), 'campaigns/starlight-festival/strings', `${lang}.yaml`), 'utf8')) as Record<string, string>).title!;
  const shared = JSON.parse(readFileSync(join(process.cwd(), 'locales', `${lang}.json`), 'utf8')) as { shell: { notFound: { title: string } } };
  return [title, shared.shell.notFound.title];
}

/** Text that only react-router's code holds (its messages). */
const ROUTER_CODE = ['remix-router-transitions', 'You must provide a non-empty routes array to createRouter'];

/** The scripts a page fetched (URL -> text) from its navigation until it is ready and the network is quiet. */
async function scriptsOf(page: Page, url: string): Promise<Map<string, string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.set(r.url(), r.text().catch(() => ''));
  });
  await page.goto(url);
  await whenReady(page);
  await page.waitForLoadState('networkidle');
  return new Map(await Promise.all([...scripts].map(async ([u, t]) => [u, await t] as const)));
}

const holding = (scripts: Map<string, string>, text: string) => [...scripts].filter(([, body]) => body.includes(text)).map(([u]) => u.replace(/^.*\/assets\//, ''));

describe('first load of a campaign page opened directly', () => {
  const { browser, baseUrl } = useBrowser();

  async function load(path: string): Promise<Map<string, string>> {
    const context = await browser().newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    try {
      return await scriptsOf(await context.newPage(), `${baseUrl()}${path}`);
    } finally {
      await context.close();
    }
  }

  it('fetches no router code (the router loads when the user first navigates elsewhere in the app)', async () => {
    const scripts = await load(ROUTE);
    expect(scripts.size).toBeGreaterThan(5);
    expect([...scripts.keys()].filter((u) => /routerApp/.test(u))).toEqual([]);
    for (const text of ROUTER_CODE) expect(holding(scripts, text), text).toEqual([]);
    // The same check finds the router on a page that starts with it.
    const routed = await load('/vue/payments/10001');
    for (const text of ROUTER_CODE) expect(holding(routed, text).length, text).toBeGreaterThan(0);
  });

  for (const lang of ['en', 'th', 'vi'] as const) {
    it(`in ${lang}: fetches the strings of its language and en, no other language's`, async () => {
      const scripts = await load(lang === 'en' ? ROUTE : `${ROUTE}?lang=${lang}`);
      for (const word of [...wordsOf(lang), ...wordsOf('en')]) expect(holding(scripts, word).length, word).toBeGreaterThan(0);
      for (const other of LANGUAGES.filter((l) => l !== lang && l !== 'en')) {
        for (const word of wordsOf(other)) expect(holding(scripts, word), `${other}: ${word}`).toEqual([]);
      }
    });
  }

  it('a widget below the first screen is not in the first load: it loads after, and the page hydrates without an error', async () => {
    const context = await browser().newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      const scripts = await scriptsOf(page, `${baseUrl()}/vue/spark/planet-project`);
      // The record list of the first tab starts below the first screen: its code is fetched, not preloaded.
      await page.getByRole('heading', { name: 'My prizes' }).waitFor();
      // The page as served (the app adds preload links of its own as it loads code later).
      const html = await (await page.request.get(`${baseUrl()}/vue/spark/planet-project`)).text();
      const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
      const recordCode = holding(scripts, 'cw-records__rows');
      expect(recordCode).toHaveLength(1);
      expect(preloaded.length).toBeGreaterThan(3);
      expect(preloaded.filter((href) => href.endsWith(`/assets/${recordCode[0]}`))).toEqual([]);
      // The spark draw above it is preloaded.
      expect(preloaded.some((href) => holding(scripts, 'spark-draws__btn').some((file) => href.endsWith(`/assets/${file}`)))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
