// The Chromium of one worker process of the real-browser suite, and each test file's own view of it. Starting
// Chromium costs more CPU than most files' tests, and the files of a worker run one after another in one module
// graph (vitest.e2e.config.ts `isolate: false`), so a worker starts Chromium once and each file gets contexts of
// its own in it: a file's pages share no storage, cookies or cache with another file's, and the contexts a file
// made are closed when it ends.
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../browser';

let chromium: Promise<Browser> | undefined;

/** The worker's Chromium, started on first use and again if it went away (crashed or was closed). */
async function workerChromium(): Promise<Browser> {
  const running = await chromium?.catch(() => undefined);
  if (running?.isConnected()) return running;
  chromium = launchChromium({ handleSIGTERM: false });
  return chromium;
}

// The pool stops a worker with SIGTERM and kills it shortly after: exiting at once lets Playwright's exit handler
// kill the worker's Chromium, which a killed worker would leave running.
process.once('SIGTERM', () => process.exit(143));

/**
 * Reports the Content-Security-Policy violations of the context's pages into `into`: the page's
 * securitypolicyviolation events (watched from before the document parses) and the browser's console reports of them.
 */
async function reportPolicyViolations(context: BrowserContext, into: string[]): Promise<void> {
  await context.exposeBinding('__cspViolation', (source, text: string) => void into.push(`${new URL(source.page.url()).pathname}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation;
      void report(`${e.effectiveDirective} refused ${e.blockedURI || 'an inline source'} (${e.sourceFile || 'page'}:${e.lineNumber}) ${e.sample}`);
    });
  });
  context.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) into.push(`${new URL(m.page()?.url() ?? 'about:blank').pathname}: ${m.text()}`);
  });
}

/**
 * One test file's browser: the worker's Chromium, whose `newContext` makes a context that reports its policy
 * violations into `violations` and belongs to the file; `close()` closes the file's contexts and leaves Chromium
 * running for the worker's next file.
 */
export async function fileBrowser(violations: string[]): Promise<Browser> {
  const shared = await workerChromium();
  const contexts = new Set<BrowserContext>();
  const newContext: Browser['newContext'] = async (options) => {
    const context = await shared.newContext(options);
    contexts.add(context);
    context.once('close', () => contexts.delete(context));
    await reportPolicyViolations(context, violations);
    return context;
  };
  const newPage: Browser['newPage'] = async (options) => {
    const page = await (await newContext(options)).newPage();
    page.once('close', () => void page.context().close());
    return page;
  };
  const close: Browser['close'] = async () => {
    await Promise.all([...contexts].map((c) => c.close().catch(() => undefined)));
  };
  const own: Partial<Browser> = { newContext, newPage, close, contexts: () => [...contexts] };
  return new Proxy(shared, {
    get(target, prop) {
      if (prop in own) return own[prop as keyof Browser];
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
