// The build's Content-Security-Policy in a real browser refuses what an injected script or markup would need.
// That every page carries the policy and runs under it with no violation is checked route by route in
// everyRoute.ts (the harness fails any test of the suite that causes a violation).
import { describe, expect, it } from 'vitest';
import { policyViolations, useBrowser } from './harness';

describe('Content-Security-Policy', () => {
  const { open } = useBrowser();

  it('refuses an injected inline script, code compiled at run time (also in a blob: worker), a style attribute written as markup and a foreign image; the page keeps working', async () => {
    const { page } = await open('/vue/act/starlight');
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
  });
});
