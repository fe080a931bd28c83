/**
 * The built catalogue's preview (iframe.html) driven in Chromium for its accessibility check. A page opens the
 * preview once and switches stories in place through the preview's channel, as the Storybook UI does: loading
 * the preview costs far more than showing a story. Storybook's own automatic axe run after each render is
 * turned off (global `a11y.manual`), so axe runs once per story, when the story has settled, through the a11y
 * addon with the story's parameters (.storybook/a11y.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { FAILING_IMPACTS, MIN_TAP, TAPPABLE } from '../../.storybook/a11y';

/**
 * Before the preview's scripts: counts the page's requests on their way (the sandbox's answers come through
 * fetch) and records how each story's render ended, from the preview's channel.
 */
const RECORDER = `
  window.__inflight = 0;
  const fetchOf = window.fetch;
  window.fetch = function (...args) {
    window.__inflight += 1;
    return fetchOf.apply(this, args).finally(() => { window.__inflight -= 1; });
  };
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next) {
      channel = next;
      const failed = (event) => (detail) => { window.__storyFailure = event + ': ' + JSON.stringify(detail).slice(0, 400); };
      for (const event of ['storyErrored', 'storyThrewException', 'storyMissing']) next.on(event, failed(event));
      next.on('storyFinished', (e) => { window.__storyFinished = e.storyId; });
    },
  });
`;

/** The console errors and uncaught errors of each preview page since its story last changed. */
const consoleErrors = new WeakMap<Page, string[]>();

/** A story of the catalogue: its id and its name (the story's export), which says when it shows a pending or failed state. */
export interface CatalogueStory { id: string; name: string }
/** Stories that show a pending state on purpose keep their skeletons. */
const PENDING_STORY = /loading|pending/i;
/** Stories of a failed data source show the engine's notice with a retry in the widget's place. */
const FAILED_STORY = /error/i;

/**
 * A preview page showing `first`, its automatic axe run off. The page's user agent marks a test run: the preview
 * pauses animations at their end instead of waiting for them. The page asks for reduced motion, as the app honours
 * it: what opens after the story's first render (a dialog's pop, a result's reveal) is measured at rest, not
 * half-faded or scaled down on its way in.
 */
export async function openPreview(browser: Browser, url: string, first: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, reducedMotion: 'reduce', userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome StorybookTestRunner' });
  await context.addInitScript(RECORDER);
  const page = await context.newPage();
  const errors: string[] = [];
  consoleErrors.set(page, errors);
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${url}iframe.html?id=${encodeURIComponent(first)}&viewMode=story&globals=a11y.manual:!true`, { waitUntil: 'commit' });
  await page.waitForFunction((id) => (window as { __storyFinished?: string }).__storyFinished === id, first, { timeout: 120_000 });
  return page;
}

/** Shows the story `id` on `page`: resolves once it has rendered and its requests are answered, with what went wrong if it did. */
async function showStory(page: Page, id: string): Promise<string | undefined> {
  return page.evaluate(async (storyId) => {
    type Channel = { emit(e: string, ...args: unknown[]): void };
    const w = window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel; __storyFinished?: string; __storyFailure?: string; __inflight: number };
    const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
    if (w.__storyFinished !== storyId) {
      w.__storyFinished = undefined;
      w.__storyFailure = undefined;
      w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
      while (w.__storyFinished !== storyId && !w.__storyFailure) await frame();
    }
    if (w.__storyFailure) return w.__storyFailure;
    // Settled: no request on its way over two frames (what the answers set off has rendered and asked what it asks).
    for (let quiet = 0; quiet < 2; quiet = w.__inflight === 0 ? quiet + 1 : 0) await frame();
    return undefined;
  }, id);
}

/** Serious and critical axe violations of the story on screen, by rule and element, through the a11y addon. */
function axeViolations(page: Page, id: string): Promise<string[]> {
  return page.evaluate(
    ({ storyId, impacts }) =>
      new Promise<string[]>((done) => {
        type Violation = { id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[] }> };
        type Channel = { on(e: string, f: (...a: never[]) => void): void; off(e: string, f: (...a: never[]) => void): void; emit(e: string, ...a: unknown[]): void };
        const w = window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel; __STORYBOOK_PREVIEW__: { currentRender?: { story?: { parameters?: { a11y?: unknown } } } } };
        const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
        const stop = () => {
          channel.off('storybook/a11y/result', onResult);
          channel.off('storybook/a11y/error', onError);
        };
        const onResult = (result: { violations: Violation[] }, resultFor: string) => {
          if (resultFor !== storyId) return;
          stop();
          done(
            result.violations
              .filter((v) => impacts.includes(v.impact ?? ''))
              .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}: ${v.help}) at ${n.target.join(' ')}`)),
          );
        };
        const onError = (error: unknown) => {
          stop();
          done([`axe failed: ${String((error as Error)?.message ?? error)}`]);
        };
        channel.on('storybook/a11y/result', onResult);
        channel.on('storybook/a11y/error', onError);
        channel.emit('storybook/a11y/manual', storyId, w.__STORYBOOK_PREVIEW__.currentRender?.story?.parameters?.a11y);
      }),
    { storyId: id, impacts: [...FAILING_IMPACTS] },
  );
}

/** Tap targets of the story on screen (its root and its dialogs) smaller than MIN_TAP in either direction. */
function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ tappable, min }) => {
      const found: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(`#storybook-root :is(${tappable}), body > .cw-theme :is(${tappable})`)) {
        // A control that is not there for a finger: hidden, disabled, inert, or a native input its label stands in for.
        if (el.closest('[inert], [aria-hidden="true"]') || el.matches(':disabled')) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.pointerEvents === 'none' || style.display === 'none') continue;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        // A transparent ::before hit area of the control's own (kit/hit.css) takes its taps: it counts as the control.
        const before = getComputedStyle(el, '::before');
        const grow = (a: string, b: string) => (before.content !== 'none' && before.position === 'absolute' ? -Math.min(0, parseFloat(a) || 0) - Math.min(0, parseFloat(b) || 0) : 0);
        const hit = { width: box.width + grow(before.left, before.right), height: box.height + grow(before.top, before.bottom) };
        // An input's label takes its taps too: the input or one of its labels is the target.
        const targets = [hit, ...[...((el as HTMLInputElement).labels ?? [])].map((l) => l.getBoundingClientRect())];
        if (targets.some((t) => t.width + 0.5 >= min && t.height + 0.5 >= min)) continue;
        const target = targets.reduce((a, b) => (Math.min(b.width, b.height) > Math.min(a.width, a.height) ? b : a));
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
        found.push(`tap target ${el.tagName.toLowerCase()}${cls} "${name}" is ${Math.round(target.width)}×${Math.round(target.height)} px`);
      }
      return found;
    },
    { tappable: TAPPABLE, min: MIN_TAP },
  );
}

/** Resolves true once no skeleton stands in for a widget (its code or data has come), false after 5 s. */
const skeletonsGone = (page: Page): Promise<boolean> =>
  page.waitForFunction(() => !document.querySelector('[data-engine-skeleton]'), undefined, { timeout: 5000, polling: 50 }).then(() => true, () => false);

/** The text the story `id` shows on `page`, once it has rendered, settled and its widgets have come. */
export async function storyText(page: Page, id: string): Promise<string> {
  const failure = await showStory(page, id);
  if (failure) throw new Error(`${id}: ${failure}`);
  await skeletonsGone(page);
  return page.evaluate(() => document.querySelector('#storybook-root')?.textContent ?? '');
}

/**
 * What the story left on screen that no user should see: a skeleton still standing in for a widget once its data
 * came (a story pending on purpose keeps its own), the engine's fallback in a widget's place (a widget that threw, or
 * whose data failed, as in the error stories on purpose), and console or uncaught errors.
 */
async function renderProblems(page: Page, { name }: CatalogueStory): Promise<string[]> {
  const problems: string[] = [];
  if (!PENDING_STORY.test(name)) {
    if (!(await skeletonsGone(page))) problems.push('render: a skeleton is still on screen 5 s after the story settled');
  }
  if (!FAILED_STORY.test(name) && (await page.$('[data-engine-fallback]'))) problems.push("render: the engine's fallback shows in a widget's place");
  // A story of a failed source fails its request on purpose: the browser logs the refused request as an error.
  const errors = (consoleErrors.get(page) ?? []).filter((e) => !(FAILED_STORY.test(name) && e.startsWith('Failed to load resource')));
  problems.push(...errors.map((e) => `render: console error: ${e.slice(0, 300)}`));
  return problems;
}

/**
 * Everything wrong with `story` on `page`: its render's failure, what it left on screen (renderProblems), or its axe
 * violations and small tap targets.
 */
export async function auditStory(page: Page, story: CatalogueStory): Promise<string[]> {
  consoleErrors.get(page)?.splice(0);
  const failure = await showStory(page, story.id);
  if (failure) return [failure];
  const rendered = await renderProblems(page, story);
  return [...rendered, ...(await axeViolations(page, story.id)), ...(await smallTapTargets(page))];
}
