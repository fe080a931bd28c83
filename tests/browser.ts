// Launches Debian's Chromium through playwright-core (no browser download).
import { chromium, type LaunchOptions } from 'playwright-core';
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('Chromium not found: install it with `apt-get install chromium` (see README)');
  return found;
}

export function launchChromium(options: LaunchOptions = {}) {
  return chromium.launch({ ...options, executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}
