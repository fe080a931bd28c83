/**
 * Every story of the built catalogue renders with no console or uncaught error, no skeleton left once its data came
 * and no engine fallback in a widget's place (but where the story shows that state on purpose), and has no serious
 * or critical axe violation (contrast, names of buttons and images, dialogs and focus) and no tap target under
 * 44 × 44 px. A failing story is named with each rule and element it fails.
 *
 * STORYBOOK_DIST names the build (default storybook-static, what `npm run build-storybook` writes). Stories run
 * A11Y_WORKERS at a time (default 2, one preview page each, in one Chromium).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../browser';
import { startStaticServer } from '../static-server';
import { auditStory, openPreview, storyText, type CatalogueStory } from './catalogue';

const dist = resolve(process.env.STORYBOOK_DIST ?? 'storybook-static');
const WORKERS = Number(process.env.A11Y_WORKERS ?? 2);

type IndexEntry = CatalogueStory & { type: string };
function catalogueStories(): CatalogueStory[] {
  if (!existsSync(`${dist}/index.json`)) throw new Error(`${dist}: no Storybook build (run \`npm run build-storybook\`, or name one with STORYBOOK_DIST)`);
  const index = JSON.parse(readFileSync(`${dist}/index.json`, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((e) => e.type === 'story').map(({ id, name }) => ({ id, name }));
}

const stories = catalogueStories();
let browser: Browser;
let server: Awaited<ReturnType<typeof startStaticServer>>;
/** Preview pages not showing a story for a test right now. */
const free: Page[] = [];
const waiting: Array<(page: Page) => void> = [];

beforeAll(async () => {
  // Hashed build files are kept by the browser between pages; nothing is compressed on the loopback.
  server = await startStaticServer(dist, '/', { compress: false, cacheAssets: true });
  browser = await launchChromium();
  free.push(...(await Promise.all(stories.slice(0, WORKERS).map((first) => openPreview(browser, server.url, first.id)))));
});
/** Problems found, counted by rule (axe's rule id, `tap target` or the render's failure), for the run's closing line. */
const byRule = new Map<string, number>();
afterAll(async () => {
  if (byRule.size > 0) console.log(`problems by rule: ${[...byRule].sort((a, b) => b[1] - a[1]).map(([rule, n]) => `${rule} ${n}`).join(', ')}`);
  await browser?.close();
  await server?.close();
});

async function withPage<T>(audit: (page: Page) => Promise<T>): Promise<T> {
  const page = free.pop() ?? (await new Promise<Page>((r) => waiting.push(r)));
  try {
    return await audit(page);
  } finally {
    const next = waiting.shift();
    if (next) next(page);
    else free.push(page);
  }
}

it('the catalogue has its stories', () => {
  expect(stories.length).toBeGreaterThan(600);
});

it('a story pinned to Thai renders the Thai shared strings', async () => {
  const thai = stories.find((s) => s.id === 'platform-emptystate--thai');
  if (!thai) throw new Error('the catalogue has no Thai story of the empty state');
  expect(await withPage((page) => storyText(page, thai.id))).toContain('ไม่พบข้อมูล');
});

describe.concurrent('every story', () => {
  it.each(stories.map((s) => [s.id, s] as const))('%s', async (_id, story) => {
    const problems = await withPage((page) => auditStory(page, story));
    for (const p of problems) {
      const rule = /^(tap target|[\w-]+)/.exec(p)?.[1] ?? p;
      byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
