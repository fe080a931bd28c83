// Launches Debian's Chromium through playwright-core (no browser download).
import { chromium, type LaunchOptions } from 'playwright-core';
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The Chromium a run drives: CHROME_PATH, else for the tests Debian's headless shell (the same Blink and V8 without
 * the full browser around them: a third less CPU over the real-browser suite), else Debian's Chromium. The
 * benchmark asks for the full browser (`full`), the one its reference figures were measured in.
 */
export function chromiumPath(opts: { full?: boolean | undefined } = {}): string {
  const installed = opts.full ? ['/usr/bin/chromium', '/usr/bin/chromium-browser'] : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const candidates = [process.env.CHROME_PATH, ...installed].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('Chromium not found: install it with `apt-get install chromium chromium-headless-shell` (see README)');
  return found;
}

export function launchChromium(options: LaunchOptions & { full?: boolean } = {}) {
  const { full, ...launch } = options;
  return chromium.launch({ ...launch, executablePath: chromiumPath({ full }), args: CHROMIUM_ARGS, headless: true });
}
