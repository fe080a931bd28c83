/**
 * `campaign validate` on the hostile shapes that used to take minutes or crash it: a map of 45,000 keys, a
 * condition nested in 100,000 parentheses, a `run` cycle through 5,000 actions and a 300-character route. Each
 * file gets one clean line naming it (no stack overflow, no regular-expression error, nothing on stderr), and the
 * good campaign next to it is still reported ok.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCampaignCli } from '../engine/core/node/campaign-cli';
import { ownTestCampaign, writeTestCampaign } from './testCampaignFolder';
import { testRegistry } from '../engine/core/test-registry';

let root: string;
let out: string[];
let err: string[];

const writeCampaign = (id: string, yaml: string) => writeTestCampaign(root, id, yaml);
const own = ownTestCampaign;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'campaign-fuzz-'));
  out = [];
  err = [];
  await writeCampaign('good', own('good'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Validates every campaign, with the process's own warnings watched too; returns the lines about `id`'s files. */
async function linesAbout(id: string): Promise<string[]> {
  const warn = vi.spyOn(console, 'warn');
  const error = vi.spyOn(console, 'error');
  const stderr = vi.spyOn(process.stderr, 'write');
  try {
    expect(await runCampaignCli(['validate'], testRegistry, { root, campaigns: 'campaigns', out: (l) => out.push(l), err: (l) => err.push(l) })).toBe(1);
    expect([warn.mock.calls, error.mock.calls, stderr.mock.calls, err]).toEqual([[], [], [], []]);
  } finally {
    warn.mockRestore();
    error.mockRestore();
    stderr.mockRestore();
  }
  expect(out).toContain('ok campaigns/good');
  const text = out.join('\n');
  expect(text).not.toMatch(/call stack|Invalid regular expression|could not load the campaign/i);
  for (const line of out) expect(line.length).toBeLessThan(600);
  return out.filter((l) => l.startsWith(`campaigns/${id}/`));
}

/** `n` keys `k<base 36>`, one a line: 45,000 of them stay under the 512 KB limit. */
const keys = (n: number) => Array.from({ length: n }, (_, i) => `  k${i.toString(36)}: 1`).join('\n');

describe('campaign validate answers hostile shapes with one clean line per problem', () => {
  it('a map of 45,000 keys (a data source parameter list) is read in one pass and its one problem reported', { timeout: 180_000 }, async () => {
    const params = Array.from({ length: 45_000 }, (_, i) => `k${i.toString(36)}: 1`).join(', ');
    const yaml = own('wide').replace('params: { classify: 3, period: 0 }', `params: { ${params}, k0: 2 }`);
    expect(yaml.length).toBeGreaterThan(400_000);
    await writeCampaign('wide', yaml);
    const lines = await linesAbout('wide');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^campaigns\/wide\/campaign\.yaml:9:\d+ data\.ranking\.params Map keys must be unique$/);
  });

  it('a top-level map of 45,000 keys is one unknown field', { timeout: 180_000 }, async () => {
    await writeCampaign('many', `${own('many')}extra:\n${keys(45_000)}\n`);
    const lines = await linesAbout('many');
    expect(lines).toEqual(["campaigns/many/campaign.yaml:31:1 extra unknown field 'extra'"]);
  });

  it('100,000 nested parentheses in a condition are refused by the nesting limit, the condition shown shortened', { timeout: 180_000 }, async () => {
    const test = `{{ ${'('.repeat(100_000)}data.ranking.total > 1${')'.repeat(100_000)} }}`;
    await writeCampaign('parens', own('parens').replace('  resync:\n', `  deep:\n    - type: if\n      test: '${test}'\n  resync:\n`));
    const lines = await linesAbout('parens');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^campaigns\/parens\/campaign\.yaml:\d+:\d+ actions\.deep\[0\]\.test invalid condition \{\{ \(+… \(200\d+ characters\)\}\}: nested deeper than 32 levels of parentheses and '!' \(at character \d+\)$/);
  });

  it('a run cycle through 5,000 actions is named once, shortened, with no stack overflow', { timeout: 180_000 }, async () => {
    const cycle = Array.from({ length: 5000 }, (_, i) => `  a${i}: [{ type: run, action: a${(i + 1) % 5000} }]`).join('\n');
    await writeCampaign('cycle', own('cycle').replace('actions:\n', `actions:\n${cycle}\n`));
    const lines = await linesAbout('cycle');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^campaigns\/cycle\/campaign\.yaml:\d+:3 actions\.a0 action 'a0' runs itself: a0 -> a1 -> a2 -> .* -> a4999 -> a0 \(5000 actions\)$/);
  });

  it('a 300-character route is refused by the route limit before the build sees it', async () => {
    await writeCampaign('route', own('route').replace('/act/route', `/act/${'r'.repeat(300)}`));
    const lines = await linesAbout('route');
    expect(lines).toEqual(['campaigns/route/campaign.yaml:4:10 routes[0] expected a route of at most 200 characters, each segment at most 100']);
  });
});
