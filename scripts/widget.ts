/**
 * Widget CLI for developers:
 *   npm run widget -- new <type> [--game]
 * writes widgets/<type>/ (schema, component, strings in every language, story, test; with --game a state
 * machine and its test), adds it to widgets/campaign/index.ts (or widgets/games/index.ts) and regenerates schemas/.
 */
import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { scaffoldWidget } from './widget-scaffold';

const USAGE = 'usage: npm run widget -- new <type> [--game]';
const args = process.argv.slice(2).filter((a) => a !== '--');
const game = args.includes('--game');
const [command, type, ...rest] = args.filter((a) => a !== '--game');

if (command !== 'new' || !type || rest.length > 0) {
  console.error(USAGE);
  process.exitCode = 1;
} else {
  const root = process.cwd();
  const result = await scaffoldWidget(root, type, { game });
  if (!result.ok) {
    console.error(result.error);
    process.exitCode = 1;
  } else {
    for (const file of result.files) console.log(`wrote ${relative(root, file)}`);
    // The editor schema lists every widget's props: generated from the new definition.
    const schemas = spawnSync('npx', ['tsx', 'scripts/schemas.ts'], { cwd: root, stdio: 'inherit' });
    // So is the operators' reference (docs/reference.*), which `npm test` keeps current.
    const reference = schemas.status === 0 ? spawnSync('npm', ['run', '--silent', 'reference'], { cwd: root, stdio: 'inherit' }) : schemas;
    if (reference.status !== 0) process.exitCode = 1;
    else console.log(`next: fill widgets/${type}/ (props, component, strings), then npx vitest run widgets/${type} and npm run reference`);
  }
}
