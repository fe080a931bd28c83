import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCampaignCli } from '../engine/core/node/campaign-cli';
import { SCHEMA_MODELINE } from '../engine/core/node/scaffold';
import { EN_STRINGS, testRegistry, VALID_YAML } from '../engine/core/test-registry';
import { registry } from '../widgets/index';
import { parse as parseYaml } from 'yaml';
import { missingLanguageFiles, stringRuleProblems } from '../engine/core/string-rules';
import { P7_CALLS, SANDBOX_DEFINED_CALLS } from '../sandbox/core/callCatalog';
import { createSandbox } from '../sandbox/core/createSandbox';
import { fixturesFromDisk } from '../sandbox/server/fixtureFiles';

const KNOWN_CALLS = [...P7_CALLS, ...SANDBOX_DEFINED_CALLS];

let root: string;
let out: string[];
let err: string[];
const io = () => ({ root, campaigns: 'campaigns', out: (l: string) => out.push(l), err: (l: string) => err.push(l) });

const FIL_STRINGS = 'title: Pasko\njoined: Sumali ka na!\nrankTitle: Ranggo\ncta: Sumali ngayon\nrulesTitle: Mga Patakaran\n';

async function writeCampaign(id: string, yaml: string, langs = ['en', 'ms', 'th', 'fil', 'vi']) {
  await mkdir(join(root, 'campaigns', id, 'strings'), { recursive: true });
  await writeFile(join(root, 'campaigns', id, 'campaign.yaml'), yaml);
  await writeFile(join(root, 'campaigns', id, 'bg.png'), 'png');
  for (const l of langs) await writeFile(join(root, 'campaigns', id, 'strings', `${l}.yaml`), l === 'fil' ? FIL_STRINGS : EN_STRINGS);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'campaign-cli-'));
  out = [];
  err = [];
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('campaign validate', () => {
  it('exits 0 for valid campaigns and says so', async () => {
    await writeCampaign('christmas', VALID_YAML);
    expect(await runCampaignCli(['validate'], testRegistry, io())).toBe(0);
    expect(out).toEqual(['ok campaigns/christmas', '1 campaign(s): 0 error(s), 0 warning(s)']);
  });

  it('prints file:line:col path message for every error and exits 1', async () => {
    await writeCampaign('christmas', VALID_YAML.replace('limit: 30', 'limit: lots').replace('- type: button', '- type: buton'));
    await writeCampaign('fine', VALID_YAML.replace('id: christmas', 'id: fine').replace('/act/christmas', '/act/fine'));
    expect(await runCampaignCli(['validate'], testRegistry, io())).toBe(1);
    expect(out).toContain('campaigns/christmas/campaign.yaml:25:11 page[1].type unknown widget type \'buton\'; did you mean \'button\'?');
    expect(out.some((l) => l.startsWith('campaigns/christmas/campaign.yaml:24:56 page[0].children[0].props.limit ranking-list: expected number'))).toBe(true);
    expect(out).toContain('ok campaigns/fine');
  });

  it('marks warnings and still exits 0', async () => {
    await writeCampaign('christmas', VALID_YAML);
    await writeFile(join(root, 'campaigns', 'christmas', 'strings', 'th.yaml'), EN_STRINGS.replace('cta: Join now\n', ''));
    expect(await runCampaignCli(['validate', 'campaigns/christmas'], testRegistry, io())).toBe(0);
    expect(out[0]).toBe("campaigns/christmas/campaign.yaml:27:20 page[1].props.text warning: string key 'cta' is missing from campaigns/christmas/strings/th.yaml (en is shown instead)");
  });

  it('a language without a strings file is an error, in the words of the campaigns\' strings test', async () => {
    await writeCampaign('christmas', VALID_YAML, ['en', 'ms', 'fil', 'vi']);
    expect(await runCampaignCli(['validate', 'campaigns/christmas'], testRegistry, io())).toBe(1);
    const [problem] = missingLanguageFiles(['en', 'ms', 'fil', 'vi']);
    expect(out).toContain(`campaigns/christmas/campaign.yaml:1:1 (file) ${problem!.message}`);
    expect(problem!.message).toBe("no strings file for 'th': add strings/th.yaml (every language is translated; vn reads vi, ph reads fil)");
    expect(out.join('\n')).not.toContain('en is shown instead');
  });

  it('names the strings file of a missing-key warning relative to the checkout, as errors are', async () => {
    await writeCampaign('christmas', VALID_YAML);
    await writeFile(join(root, 'campaigns', 'christmas', 'strings', 'th.yaml'), EN_STRINGS.replace('cta: Join now\n', ''));
    await writeFile(join(root, 'campaigns', 'christmas', 'strings', 'en.yaml'), EN_STRINGS.replace('rulesTitle: Rules\n', ''));
    expect(await runCampaignCli(['validate'], testRegistry, io())).toBe(1);
    expect(out).toContain("campaigns/christmas/campaign.yaml:27:20 page[1].props.text warning: string key 'cta' is missing from campaigns/christmas/strings/th.yaml (en is shown instead)");
    expect(out).toContain("campaigns/christmas/campaign.yaml:30:21 page[2].props.title string key 'rulesTitle' is missing from campaigns/christmas/strings/en.yaml");
    expect(out.join('\n')).not.toContain(root);
  });

  it('reads a bare id as the campaign folder of that id', async () => {
    await writeCampaign('christmas', VALID_YAML);
    await writeCampaign('fine', VALID_YAML.replace('id: christmas', 'id: fine').replace('/act/christmas', '/act/fine').replace('limit: 30', 'limit: lots'));
    expect(await runCampaignCli(['validate', 'christmas'], testRegistry, io())).toBe(0);
    expect(out).toEqual(['ok campaigns/christmas', '1 campaign(s): 0 error(s), 0 warning(s)']);
    out = [];
    expect(await runCampaignCli(['validate', 'christmas', 'campaigns/christmas'], testRegistry, io())).toBe(0);
    expect(out.at(-1)).toBe('1 campaign(s): 0 error(s), 0 warning(s)');
    out = [];
    expect(await runCampaignCli(['validate', 'nope'], testRegistry, io())).toBe(1);
    expect(out[0]).toContain('no campaign definition in');
  });

  it('checks asset file names against the folder', async () => {
    await writeCampaign('christmas', VALID_YAML.replace('backgroundImage: bg.png', 'backgroundImage: missing.png'));
    expect(await runCampaignCli(['validate'], testRegistry, io())).toBe(1);
    expect(out[0]).toBe("campaigns/christmas/campaign.yaml:7:59 theme.backgroundImage file 'missing.png' is not in the campaign folder");
  });

  it('reports a folder without a definition', async () => {
    await mkdir(join(root, 'campaigns', 'empty'), { recursive: true });
    expect(await runCampaignCli(['validate'], testRegistry, io())).toBe(1);
    expect(out[0]).toContain('no campaign definition in');
  });
});

describe('campaign validate: campaigns together', () => {
  it('reports two campaigns with the same route or id on both files, naming the other', async () => {
    await writeCampaign('christmas', VALID_YAML);
    await writeCampaign('xmas-copy', VALID_YAML);
    expect(await runCampaignCli(['validate'], testRegistry, io())).toBe(1);
    expect(out).toContain("campaigns/christmas/campaign.yaml:3:5 id campaign id 'christmas' is also the id of campaigns/xmas-copy/campaign.yaml; each campaign needs its own id");
    expect(out).toContain('campaigns/christmas/campaign.yaml:4:10 routes[0] route /act/christmas is also a route of campaigns/xmas-copy/campaign.yaml; only one page can show at a route');
    expect(out).toContain('campaigns/xmas-copy/campaign.yaml:4:10 routes[0] route /act/christmas is also a route of campaigns/christmas/campaign.yaml; only one page can show at a route');
    expect(out.at(-1)).toBe('2 campaign(s): 4 error(s), 0 warning(s)');
  });

  it('checks one campaign given by path against the others of the checkout', async () => {
    await writeCampaign('christmas', VALID_YAML);
    await writeCampaign('other', VALID_YAML.replace('id: christmas', 'id: other'));
    expect(await runCampaignCli(['validate', 'campaigns/other'], testRegistry, io())).toBe(1);
    expect(out).toEqual(['campaigns/other/campaign.yaml:4:10 routes[0] route /act/christmas is also a route of campaigns/christmas/campaign.yaml; only one page can show at a route', '1 campaign(s): 1 error(s), 0 warning(s)']);
  });

  it('still sees the route of a campaign that does not validate', async () => {
    await writeCampaign('christmas', VALID_YAML);
    await writeCampaign('broken', VALID_YAML.replace('id: christmas', 'id: broken').replace('limit: 30', 'limit: [30'));
    expect(await runCampaignCli(['validate', 'campaigns/christmas'], testRegistry, io())).toBe(1);
    expect(out[0]).toBe('campaigns/christmas/campaign.yaml:4:10 routes[0] route /act/christmas is also a route of campaigns/broken/campaign.yaml; only one page can show at a route');
  });

  it('checks the routes against the platform routes it is given', async () => {
    await writeCampaign('christmas', VALID_YAML.replace('routes: [/act/christmas]', 'routes: [/act/christmas, /payments/:code]'));
    expect(await runCampaignCli(['validate'], testRegistry, { ...io(), platformRoutes: { pages: ['/payments/:userCode'] } })).toBe(1);
    expect(out[0]).toBe('campaigns/christmas/campaign.yaml:4:26 routes[1] route /payments/:code is the route of the platform page /payments/:userCode (the platform\'s route table), which the campaign would hide; choose another route');
  });
});

describe('campaign validate: navigate targets', () => {
  it('checks navigate steps against every campaign route and the platform routes', async () => {
    const steps = '    - { type: navigate, to: /act/other }\n    - { type: navigate, to: /slot-machine/index }\n    - { type: navigate, to: /act/othr }\n';
    await writeCampaign('christmas', VALID_YAML.replace('  resync:\n', `  go:\n${steps}  resync:\n`));
    await writeCampaign('other', VALID_YAML.replace('id: christmas', 'id: other').replace('/act/christmas', '/act/other'));
    expect(await runCampaignCli(['validate', 'campaigns/christmas'], testRegistry, { ...io(), platformRoutes: { pages: [], all: ['/slot-machine/index'] } })).toBe(1);
    expect(out).toEqual(["campaigns/christmas/campaign.yaml:21:29 actions.go[2].to navigate target '/act/othr' is not a route of any campaign or platform page; did you mean '/act/other'?", '1 campaign(s): 1 error(s), 0 warning(s)']);
  });
});

describe('campaign validate: preview data (fixtures/)', () => {
  const withSource = VALID_YAML.replace('data:\n', 'data:\n  progress: { path: /activity/cottage/progress }\n');

  it('refuses a data source whose call is neither known to the sandbox nor answered by a fixture, then not once a fixture answers it', async () => {
    expect(withSource).not.toBe(VALID_YAML);
    await writeCampaign('christmas', withSource);
    expect(await runCampaignCli(['validate'], testRegistry, { ...io(), knownCalls: KNOWN_CALLS })).toBe(1);
    expect(out.find((l) => l.includes('data.progress.path'))).toMatch(/^campaigns\/christmas\/campaign\.yaml:\d+:\d+ data\.progress\.path data source progress calls \/activity\/cottage\/progress, which neither the sandbox answers \(its catalogue\) nor a fixture: the preview would answer "Unknown request"; add fixtures\/progress\.yaml/);
    await mkdir(join(root, 'campaigns', 'christmas', 'fixtures'));
    await writeFile(join(root, 'campaigns', 'christmas', 'fixtures', 'progress.yaml'), 'answer: { opened: 1 }\n');
    out = [];
    expect(await runCampaignCli(['validate'], testRegistry, { ...io(), knownCalls: KNOWN_CALLS })).toBe(0);
    expect(out).toEqual(['ok campaigns/christmas', '1 campaign(s): 0 error(s), 0 warning(s)']);
  });

  it('names file:line:col of a fixture mistake: an unknown key or phase, an error without a status, a file answering no call', async () => {
    await writeCampaign('christmas', withSource);
    await mkdir(join(root, 'campaigns', 'christmas', 'fixtures'));
    await writeFile(join(root, 'campaigns', 'christmas', 'fixtures', 'progress.yaml'), 'answer: { opened: 1 }\nphases:\n  runing: { answer: 2 }\nusers:\n  \'10003\': { eror: { status: 4 } }\n  \'10004\': { error: { message: no } }\n');
    await writeFile(join(root, 'campaigns', 'christmas', 'fixtures', 'stray.yaml'), 'answer: 1\n');
    expect(await runCampaignCli(['validate'], testRegistry, { ...io(), knownCalls: KNOWN_CALLS })).toBe(1);
    expect(out).toContain("campaigns/christmas/fixtures/progress.yaml:3:3 phases.runing unknown phase 'runing'; expected one of notStarted, preheat, running, ended");
    expect(out).toContain("campaigns/christmas/fixtures/progress.yaml:5:14 users.10003.eror unknown key 'eror'; expected one of answer, error, phases");
    expect(out).toContain('campaigns/christmas/fixtures/progress.yaml:6:21 users.10004.error error needs a non-zero status code, e.g. { status: 4002, message: Not enough keys }');
    expect(out.find((l) => l.startsWith('campaigns/christmas/fixtures/stray.yaml:1:1'))).toContain('warning: fixtures/stray answers no call');
  });
});

describe('campaign validate: the rules npm test applies to strings, in the same words', () => {
  it('a ph copy and English words in Filipino are errors', async () => {
    await writeCampaign('christmas', VALID_YAML);
    await writeFile(join(root, 'campaigns', 'christmas', 'strings', 'ph.yaml'), FIL_STRINGS);
    await writeFile(join(root, 'campaigns', 'christmas', 'strings', 'fil.yaml'), FIL_STRINGS.replace('Ranggo', 'Ranking').replace('Pasko', 'Christmas'));
    expect(await runCampaignCli(['validate'], testRegistry, io())).toBe(1);
    expect(out).toContain('campaigns/christmas/strings/ph.yaml:1:1 (file) ph reads the Filipino strings (no ph copy to drift from fil): remove strings/ph.yaml');
    expect(out).toContain('campaigns/christmas/strings/fil.yaml:1:1 rankTitle \'rankTitle\' in strings/fil.yaml says "diamond" or "ranking": the Filipino strings say "diamante" and "ranggo"');
  });
});

describe('campaign new', () => {
  it('scaffolds a campaign that passes the rules npm test applies: a file per language pack, no ph copy, Filipino translated', async () => {
    expect(await runCampaignCli(['new', 'winter-fest'], registry, io())).toBe(0);
    const dir = join(root, 'campaigns', 'winter-fest', 'strings');
    await expect(readFile(join(dir, 'ph.yaml'), 'utf8')).rejects.toThrow();
    const tables = Object.fromEntries(await Promise.all(['en', 'ms', 'th', 'fil', 'vi'].map(async (l) => [l, parseYaml(await readFile(join(dir, `${l}.yaml`), 'utf8')) as Record<string, unknown>] as const)));
    expect(stringRuleProblems(tables)).toEqual([]);
    expect(missingLanguageFiles((await readdir(dir)).map((f) => f.replace(/\.yaml$/, '')))).toEqual([]);
    expect(Object.keys(tables.th ?? {})).toEqual(Object.keys(tables.en ?? {}));
  });

  it('scaffolds preview data for its made-up call, which validate accepts and the sandbox answers', async () => {
    expect(await runCampaignCli(['new', 'winter-fest'], registry, io())).toBe(0);
    expect(await readFile(join(root, 'campaigns', 'winter-fest', 'campaign.yaml'), 'utf8')).toContain('progress: { path: /activity/winterFest/progress }');
    out = [];
    expect(await runCampaignCli(['validate'], registry, { ...io(), knownCalls: KNOWN_CALLS })).toBe(0);
    expect(out).toEqual(['ok campaigns/winter-fest', '1 campaign(s): 0 error(s), 0 warning(s)']);
    const sandbox = createSandbox({ fixtures: fixturesFromDisk(root) });
    const answer = (user: string) => sandbox.handle({ method: 'GET', path: '/vue/prodServer/activity/winterFest/progress', query: {}, headers: { userid: user } });
    expect(await answer('10001')).toMatchObject({ body: { status: 0, content: { opened: 3 } } });
    expect(await answer('10003')).toMatchObject({ body: { status: 0, content: { opened: 7 } } });
  });

  it('scaffolds a campaign that validates with the real widget registry', async () => {
    expect(await runCampaignCli(['new', 'winter-fest'], registry, io())).toBe(0);
    const yaml = await readFile(join(root, 'campaigns', 'winter-fest', 'campaign.yaml'), 'utf8');
    expect(yaml.startsWith(SCHEMA_MODELINE)).toBe(true);
    expect(yaml).toContain('routes: [/act/winter-fest]');
    for (const l of ['en', 'ms', 'th', 'fil', 'vi']) expect(await readFile(join(root, 'campaigns', 'winter-fest', 'strings', `${l}.yaml`), 'utf8')).toContain('title:');
    out = [];
    expect(await runCampaignCli(['validate'], registry, io())).toBe(0);
    expect(out).toEqual(['ok campaigns/winter-fest', '1 campaign(s): 0 error(s), 0 warning(s)']);
  });

  it('refuses an id or a route another campaign or a platform page already has, and writes nothing', async () => {
    await writeCampaign('starlight-festival', VALID_YAML.replace('id: christmas', 'id: starlight-festival').replace('/act/christmas', '/act/starlight'));
    expect(await runCampaignCli(['new', 'starlight'], registry, io())).toBe(1);
    expect(err).toEqual(['route /act/starlight is already a route of campaigns/starlight-festival/campaign.yaml, and only one page can show at a route; choose another id']);
    await writeCampaign('folder', VALID_YAML.replace('id: christmas', 'id: renamed').replace('/act/christmas', '/act/folder'));
    expect(await runCampaignCli(['new', 'renamed'], registry, io())).toBe(1);
    expect(err[1]).toBe("campaign id 'renamed' is already the id of campaigns/folder/campaign.yaml; choose another id");
    expect(await runCampaignCli(['new', 'promo'], registry, { ...io(), platformRoutes: { pages: ['/act/promo'] } })).toBe(1);
    expect(err[2]).toBe('route /act/promo is the route of the platform page /act/promo (the platform\'s route table), which the campaign would hide; choose another id');
    await expect(readFile(join(root, 'campaigns', 'starlight', 'campaign.yaml'), 'utf8')).rejects.toThrow();
    await expect(readFile(join(root, 'campaigns', 'promo', 'campaign.yaml'), 'utf8')).rejects.toThrow();
  });

  it('refuses bad ids, existing folders and missing ids', async () => {
    expect(await runCampaignCli(['new', 'Winter Fest'], registry, io())).toBe(1);
    expect(err[0]).toBe("campaign id 'Winter Fest' must be kebab-case, e.g. christmas-2024");
    await runCampaignCli(['new', 'x'], registry, io());
    expect(await runCampaignCli(['new', 'x'], registry, io())).toBe(1);
    expect(err[1]).toMatch(/already exists$/);
    expect(await runCampaignCli(['new'], registry, io())).toBe(1);
    expect(await runCampaignCli(['bogus'], registry, io())).toBe(1);
  });
});
