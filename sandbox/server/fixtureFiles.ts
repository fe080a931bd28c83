/** Node side of the campaign folders' preview data: reads campaigns/<id>/fixtures/*.yaml from disk on every call it may answer, so an edit shows at once. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readFixtures, type CampaignFile, type Fixture } from '../../engine/core/fixtures';

const DEFINITIONS = ['campaign.yaml', 'campaign.yml', 'campaign.json'];
const MAX_BYTES = 512 * 1024;

function readSmall(file: string): string | undefined {
  try {
    const info = statSync(file);
    return info.isFile() && info.size <= MAX_BYTES ? readFileSync(file, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}

const list = (dir: string) => {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
};

/** The fixture files and definitions of every campaign folder under `<root>/campaigns` that has a fixtures folder. */
export function readCampaignFixtureFiles(root: string): { definitions: CampaignFile[]; fixtures: CampaignFile[] } {
  const definitions: CampaignFile[] = [];
  const fixtures: CampaignFile[] = [];
  for (const c of list(join(root, 'campaigns')).filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = join(root, 'campaigns', c.name);
    const files = list(join(dir, 'fixtures')).filter((e) => e.isFile() && /\.(ya?ml|json)$/.test(e.name));
    if (files.length === 0) continue;
    for (const name of DEFINITIONS) {
      const text = readSmall(join(dir, name));
      if (text !== undefined) {
        definitions.push({ campaign: c.name, file: `campaigns/${c.name}/${name}`, text });
        break;
      }
    }
    for (const f of files.sort((a, b) => a.name.localeCompare(b.name))) {
      const text = readSmall(join(dir, 'fixtures', f.name));
      if (text !== undefined) fixtures.push({ campaign: c.name, file: `campaigns/${c.name}/fixtures/${f.name}`, text });
    }
  }
  return { definitions, fixtures };
}

/** The `fixtures` option of the sandbox for a checkout at `root`. */
export const fixturesFromDisk = (root: string = process.cwd()) => (): Fixture[] => readFixtures(readCampaignFixtureFiles(root));
