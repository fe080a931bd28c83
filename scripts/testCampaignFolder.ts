/** Writes a campaign folder for the CLI's tests: its definition, a background image and a strings file per language. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EN_STRINGS, VALID_YAML } from '../engine/core/test-registry';

export async function writeTestCampaign(root: string, id: string, yaml: string): Promise<string> {
  const dir = join(root, 'campaigns', id);
  await mkdir(join(dir, 'strings'), { recursive: true });
  await writeFile(join(dir, 'campaign.yaml'), yaml);
  await writeFile(join(dir, 'bg.png'), 'png');
  for (const l of ['en', 'ms', 'th', 'fil', 'vi']) await writeFile(join(dir, 'strings', `${l}.yaml`), l === 'fil' ? EN_STRINGS.replace('rankTitle: Ranking', 'rankTitle: Ranggo') : EN_STRINGS);
  return dir;
}

/** The test registry's valid campaign under another id and route. */
export const ownTestCampaign = (id: string) => VALID_YAML.replace('id: christmas', `id: ${id}`).replace('/act/christmas', `/act/${id}`);
