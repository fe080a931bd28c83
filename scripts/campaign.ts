/**
 * Campaign CLI for operators:
 *   npm run campaign -- validate [campaigns/<id> or <id> ...]   (all campaigns when none given)
 *   npm run campaign -- new <id>
 * `--root <dir>` runs against another checkout (default: the working directory); `--campaigns <folder>` names the
 * campaigns folder under it (the npm script passes `--campaigns campaigns`).
 */
import { runCampaignCli } from '../engine/core/node/campaign-cli';
import { platformRoutesOfCampaignChecks } from '../app/routeTable';
import { registry, sharedWidgetStrings } from '../widgets/index';
import { P7_CALLS, SANDBOX_DEFINED_CALLS } from '../sandbox/core/callCatalog';

const args = process.argv.slice(2);
const rootAt = args.findIndex((a) => a === '--root');
const root = rootAt >= 0 ? (args.splice(rootAt, 2)[1] ?? process.cwd()) : process.cwd();
const campaignsAt = args.findIndex((a) => a === '--campaigns');
const campaigns = campaignsAt >= 0 ? args.splice(campaignsAt, 2)[1] : undefined;
if (!campaigns) throw new Error('the campaigns folder is not given: run it as npm run campaign (which passes --campaigns <folder>)');

const code = await runCampaignCli(args, registry, {
  root,
  campaigns,
  platformRoutes: platformRoutesOfCampaignChecks(),
  sharedStrings: sharedWidgetStrings,
  knownCalls: [...P7_CALLS, ...SANDBOX_DEFINED_CALLS],
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exitCode = code;
