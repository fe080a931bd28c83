// The build's Content-Security-Policy in a real browser: every page carries it in its HTML and as a header,
// with scripts from the site only (no eval, no inline script) and no 'unsafe-inline' style; the pages run
// under it with no violation (the harness fails any test of the suite that causes one), and it does refuse
// what an injected script or markup would need.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { policyViolations, problemsOf, useBrowser, whenReady } from './harness';

const campaignRoutes = readdirSync('campaigns', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => (parse(readFileSync(`campaigns/${d.name}/campaign.yaml`, 'utf8')) as { routes: string[] }).routes)
  .filter((r) => !r.includes(':'));

describe('Content-Security-Policy', () => {
  const { browser, baseUrl } = useBrowser();

  it.each([...campaignRoutes, '/no-such-page'])('%s: the policy is in the page and its header, strict for scripts and styles, and the page settles under it', async (route) => {
    const context = await browser().newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const problems = problemsOf(page);
    const response = await page.goto(`${baseUrl()}/vue${route}`);
    const header = response?.headers()['content-security-policy'];
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(header).toBeTruthy();
    expect(meta).toBe(header);
    const directives = Object.fromEntries(header!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(header).not.toContain("'unsafe-inline'");
    expect(header).not.toContain("'unsafe-eval'");
    expect(directives['object-src']).toEqual(["'none'"]);
    await whenReady(page);
    await page.waitForFunction(() => document.querySelector('main')?.innerText.trim() && !document.querySelector('[aria-busy="true"], .shell-overlay'), undefined, { timeout: 15000 });
    expect(problems).toEqual([]);
    expect(policyViolations).toEqual([]);
    await context.close();
  });

  it('refuses an injected inline script, code compiled at run time (also in a blob: worker), a style attribute written as markup and a foreign image; the page keeps working', async () => {
    const context = await browser().newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/vue/act/starlight`);
    await whenReady(page);
    const outcome = await page.evaluate(async () => {
      const w = window as unknown as { injected?: boolean };
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      // Compiling code at run time, as the SVGA parser does in a worker made from a blob: URL (which runs under the
      // page's policy). Code the test tool evaluates is exempt from the policy, so the worker's own code tries it.
      const compiled = `let ok; try { ok = Function('return 2')() === 2; } catch { ok = false; } postMessage(ok);`;
      const evalRan = await new Promise<unknown>((resolve) => {
        const worker = new Worker(URL.createObjectURL(new Blob([compiled], { type: 'text/javascript' })));
        worker.onmessage = (e) => resolve(e.data);
        worker.onerror = () => resolve('worker failed');
      });
      const box = document.createElement('div');
      box.innerHTML = '<p id="styled" style="color: rgb(255, 0, 0)">x</p>';
      document.body.append(box);
      const img = new Image();
      const loaded = await new Promise<boolean>((resolve) => {
        img.onload = () => resolve(true);
        img.onerror = () => resolve(false);
        img.src = 'https://evil.example/pixel.png';
      });
      return { script: w.injected === true, evalRan, color: getComputedStyle(document.getElementById('styled')!).color, loaded };
    });
    expect(outcome).toEqual({ script: false, evalRan: false, color: expect.not.stringMatching(/255, 0, 0/), loaded: false });
    await expect.poll(() => policyViolations.map((v) => /(script-src-elem|style-src-attr|img-src)/.exec(v)?.[1]).filter(Boolean)).toEqual(expect.arrayContaining(['img-src', 'script-src-elem', 'style-src-attr']));
    expect((await page.locator('main').innerText()).trim()).not.toBe('');
    // Taken: these were the point of the test.
    policyViolations.splice(0);
    await context.close();
  });
});
