/**
 * `npm run schemas` writes schemas/campaign.schema.json and schemas/campaign.d.ts
 * from the zod schemas of the engine and of every registered widget.
 * `npm run schemas:check` (or `--check`) fails when the committed files differ.
 */
import { join } from 'node:path';
import { syncSchemas } from '../engine/core/node/generate-schemas';
import { registry } from '../widgets/index';

const check = process.argv.includes('--check');
const dir = join(process.cwd(), 'schemas');
const result = await syncSchemas(dir, registry, check);
if (!result.ok) {
  console.error(`schemas/ is out of date: ${result.stale.join(', ')} differ from the zod schemas. Run \`npm run schemas\` and commit the result.`);
  process.exitCode = 1;
} else {
  console.log(check ? 'schemas/ is up to date' : `wrote ${dir}/campaign.schema.json and campaign.d.ts`);
}
