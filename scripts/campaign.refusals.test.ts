/**
 * `campaign validate` refuses what the page or the build would refuse, with one clean line each and quickly (under
 * 2 s a file on the shared CI machine): bridge URLs off the allowlist, over-long API paths and routes, paths that
 * climb out with `..`, theme text under 4.5:1 contrast; and stays bounded on hostile shapes (100,000 nested parentheses in a condition), with no stack overflow, regular-expression error or stderr warning.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCampaignCli } from '../engine/core/node/campaign-cli';
import { ownTestCampaign, writeTestCampaign } from './testCampaignFolder';
import { testRegistry } from '../engine/core/test-registry';

let root: string;
let out: string[];
const io = () => ({ root, campaigns: 'campaigns', out: (l: string) => out.push(l), err: (l: string) => out.push(l) });

const writeCampaign = (id: string, yaml: string) => writeTestCampaign(root, id, yaml);
const own = ownTestCampaign;
const withSteps = (id: string, steps: string) => own(id).replace('    - { type: slot-machine.resync }\n', `    - { type: slot-machine.resync }\n${steps}`);

// The first validation of a process loads the checks' code: done once before the timed ones.
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'campaign-refusals-'));
  out = [];
  await writeCampaign('warm', own('warm'));
  await runCampaignCli(['validate'], testRegistry, io());
  await rm(root, { recursive: true, force: true });
});

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'campaign-refusals-'));
  out = [];
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Validates one campaign: its lines, in under 2 s, with nothing written to stderr or the console's warnings. */
async function refused(id: string, yaml: string): Promise<string[]> {
  await writeCampaign(id, yaml);
  const stderr = vi.spyOn(process.stderr, 'write');
  const warn = vi.spyOn(console, 'warn');
  const t0 = performance.now();
  expect(await runCampaignCli(['validate'], testRegistry, io())).toBe(1);
  expect(performance.now() - t0).toBeLessThan(2000);
  expect(stderr).not.toHaveBeenCalled();
  expect(warn).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  const lines = out.filter((l) => l.startsWith(`campaigns/${id}/`));
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line).not.toContain('\n');
    expect(line.length).toBeLessThan(1000);
    expect(line).not.toMatch(/call stack|Invalid regular expression|ENAMETOOLONG/i);
  }
  return lines;
}

describe('validate refuses what the page or the build would refuse', () => {
  it.each([
    ['a javascript: share URL', "    - { type: bridge, action: share, args: { channel: FB, url: 'javascript:alert(1)' } }\n"],
    ['a data:text/html share URL', "    - { type: bridge, action: share, args: { channel: LINK, url: 'data:text/html,<script>x</script>' } }\n"],
    ['a share URL off the allowlist', "    - { type: bridge, action: share, args: { channel: FB, url: 'https://evil.example/x' } }\n"],
    ['a saveImage URL off the allowlist', "    - { type: bridge, action: saveImage, args: { url: 'https://evil.example/a.png' } }\n"],
  ])('%s', async (_name, step) => {
    const lines = await refused('share', withSteps('share', step));
    expect(lines.some((l) => l.includes('is not on the allowlist'))).toBe(true);
  });

  it('a page URL or an allowlisted one, and a URL from a binding (checked once resolved), pass', async () => {
    await writeCampaign('fine', withSteps('fine', "    - { type: bridge, action: share, args: { channel: FB, url: /vue/act/fine } }\n    - { type: bridge, action: saveImage, args: { url: '{{data.ranking.poster}}' } }\n"));
    expect(await runCampaignCli(['validate'], testRegistry, io())).toBe(0);
  });

  it('an API path over 512 characters, in a data source or a step', async () => {
    const long = `/a${'/segment'.repeat(80)}`;
    const lines = await refused('longpath', own('longpath').replace('path: /marketing/rankingList/getData', `path: ${long}`).replace('path: /marketing/activity/apply/saveV1', `path: ${long}`));
    expect(lines.filter((l) => l.includes('at most 512 characters'))).toHaveLength(2);
  });

  it('a path climbing out with ..', async () => {
    const lines = await refused('climb', withSteps('climb', '    - { type: api, path: /marketing/../../sandbox/control }\n'));
    expect(lines.some((l) => l.includes('expected a static API path'))).toBe(true);
  });

  it('a theme whose text is unreadable on its page background or on its surface, naming the file and the two colours', async () => {
    const theme = "theme: { colors: { primary: '#ff4d88', background: '#0f3d2e', surface: '#fff8ef', text: '#2a1410' }, backgroundImage: bg.png }";
    const lines = await refused('dark', own('dark').replace("theme: { colors: { primary: '#ff4d88' }, backgroundImage: bg.png }", theme));
    expect(lines).toEqual([expect.stringMatching(/^campaigns\/dark\/campaign\.yaml:\d+:\d+ theme\.colors\.text unreadable theme: text colour #2a1410 on background colour #0f3d2e has a contrast of 1\.43:1, under 4\.5:1$/)]);
  });

  it('a readable theme passes: light text on a dark page and dark surfaces', async () => {
    await writeCampaign('light', own('light').replace("colors: { primary: '#ff4d88' }", "colors: { primary: '#ff4d88', background: '#0f3d2e', surface: '#1b5440', text: '#fff8ef' }"));
    expect(await runCampaignCli(['validate'], testRegistry, io())).toBe(0);
  });

  it('a 300-character route is a clean error, not a build failure', async () => {
    const lines = await refused('route', own('route').replace('routes: [/act/route]', `routes: [/act/${'r'.repeat(295)}]`));
    expect(lines.some((l) => l.includes('expected a route of at most 200 characters'))).toBe(true);
  });
});

describe('validate stays bounded and clean on hostile shapes', () => {
  it('100,000 nested parentheses in a condition', async () => {
    await refused('parens', own('parens').replace('    when: { phase: running }\n', `    when: { test: '${'('.repeat(100_000)}1${')'.repeat(100_000)}' }\n`));
  });
});
