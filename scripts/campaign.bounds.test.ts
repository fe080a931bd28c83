/**
 * `campaign validate` on hostile campaign folders: a huge file, deep nesting, a very long widget name and strings
 * linked out of the folder. Each bad file is reported by name, quickly (the review's bound: under 2 s each on the
 * shared CI machine), and the good campaign next to it is still reported ok.
 */
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCampaignCli } from '../engine/core/node/campaign-cli';
import { ownTestCampaign, writeTestCampaign } from './testCampaignFolder';
import { testRegistry } from '../engine/core/test-registry';

let root: string;
let out: string[];
const io = () => ({ root, campaigns: 'campaigns', out: (l: string) => out.push(l), err: (l: string) => out.push(l) });

const writeCampaign = (id: string, yaml: string) => writeTestCampaign(root, id, yaml);
const own = ownTestCampaign;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'campaign-bounds-'));
  out = [];
  await writeCampaign('good', own('good'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Runs validate and measures it; the good campaign is reported ok whatever the bad one holds. */
async function validate(): Promise<number> {
  const t0 = performance.now();
  expect(await runCampaignCli(['validate'], testRegistry, io())).toBe(1);
  const ms = performance.now() - t0;
  expect(out).toContain('ok campaigns/good');
  return ms;
}

describe('campaign validate stays bounded on hostile files', () => {
  it('a 2 MB campaign file is refused by its size, before it is parsed', async () => {
    await writeCampaign('huge', `${own('huge')}\n# ${'x'.repeat(2_000_000)}\n`);
    expect(await validate()).toBeLessThan(2000);
    expect(out.some((l) => l.startsWith('campaigns/huge/campaign.yaml:1:1') && l.includes('KB; at most 512 KB allowed'))).toBe(true);
  });

  it.each([
    ['flow', `a: ${'['.repeat(50_000)}${']'.repeat(50_000)}\n`],
    ['mapping', `a: ${'{b: '.repeat(20_000)}1${'}'.repeat(20_000)}\n`],
  ])('deep %s nesting reports the depth limit, never a stack error', async (_kind, deep) => {
    await writeCampaign('deep', `${own('deep')}${deep}`);
    expect(await validate()).toBeLessThan(2000);
    expect(out.some((l) => l.startsWith('campaigns/deep/campaign.yaml:') && l.includes('nesting deeper than 64 levels'))).toBe(true);
    expect(out.join('\n')).not.toMatch(/call stack/i);
  });

  it('a 100 KB widget type name gets no did-you-mean and a short message', async () => {
    const name = 'b'.repeat(100_000);
    await writeCampaign('long', own('long').replace('- type: button', `- type: ${name}`));
    expect(await validate()).toBeLessThan(2000);
    const line = out.find((l) => l.startsWith('campaigns/long/campaign.yaml:') && l.includes('unknown widget type'));
    expect(line).toContain('(100000 characters)');
    expect(line!.length).toBeLessThan(1000);
  });

  it('many aliases are refused by the alias limit', async () => {
    const aliases = Array.from({ length: 200 }, (_, i) => `  k${i}: *a`).join('\n');
    await writeCampaign('alias', `${own('alias')}extra: &a [1, 2, 3]\nmore:\n${aliases}\n`);
    expect(await validate()).toBeLessThan(2000);
    expect(out.some((l) => l.startsWith('campaigns/alias/campaign.yaml:') && l.includes('aliases'))).toBe(true);
  });

  it('a strings file linked out of the folder is refused by name, and its target is never printed', async () => {
    const secret = join(root, 'secret.yaml');
    await writeFile(secret, 'title: TOP-SECRET-CONTENT\n');
    const dir = await writeCampaign('linked', own('linked'));
    await rm(join(dir, 'strings', 'en.yaml'));
    await symlink(secret, join(dir, 'strings', 'en.yaml'));
    expect(await validate()).toBeLessThan(2000);
    expect(out).toContain('campaigns/linked/strings/en.yaml:1:1 (file) campaigns/linked/strings/en.yaml is a symbolic link; files of a campaign folder must be regular files inside it');
    expect(out.join('\n')).not.toContain('TOP-SECRET');
  });

  it('a definition file that is a link is refused too', async () => {
    const dir = await writeCampaign('linkdef', own('linkdef'));
    await writeFile(join(root, 'outside.yaml'), own('linkdef'));
    await rm(join(dir, 'campaign.yaml'));
    await symlink(join(root, 'outside.yaml'), join(dir, 'campaign.yaml'));
    await validate();
    expect(out.some((l) => l.startsWith('campaigns/linkdef/campaign.yaml:1:1') && l.includes('is a symbolic link'))).toBe(true);
  });
});
