// @vitest-environment node
// A campaign's theme reaches the stylesheets as --color-<token> (engine/react/themeStyle.ts): a stylesheet reading a
// theme colour under another name reads nothing, and what it paints disappears (constellation stars on the page
// background, a card with no surface).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();

function files(dir: string, end: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(end))
    .map((e) => join(e.parentPath, e.name));
}

/** Every colour token some campaign's theme names (primary, text, gold...). */
function themeTokens(): Set<string> {
  const tokens = new Set<string>();
  for (const file of files('campaigns', 'campaign.yaml')) {
    const colors = /^\s*colors:\s*\{([^}]*)\}/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    for (const m of colors.matchAll(/([a-z][a-z0-9-]*)\s*:/g)) tokens.add(m[1]!);
  }
  return tokens;
}

describe('stylesheets read theme colours by the names the theme sets', () => {
  it('no stylesheet reads a theme colour token under a name other than --color-<token>', () => {
    const tokens = themeTokens();
    expect(tokens.has('text') && tokens.has('surface') && tokens.has('gold')).toBe(true);
    const wrong: string[] = [];
    for (const dir of ['engine', 'kit', 'widgets', 'platform']) {
      for (const file of files(dir, '.css')) {
        for (const m of readFileSync(file, 'utf8').matchAll(/var\(\s*--([a-z0-9]+)-([a-z0-9-]+)\s*[,)]/g)) {
          if (m[1] !== 'color' && tokens.has(m[2]!)) wrong.push(`${file.slice(ROOT.length + 1)}: --${m[1]}-${m[2]}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
