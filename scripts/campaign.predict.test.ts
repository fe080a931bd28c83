// @vitest-environment node
/**
 * `campaign validate` predicts what fails on the page: a prop bound to state that is unset before the first tap,
 * a fixture answer a widget cannot read, a bound prop whose fixture answer the widget refuses, a call nothing answers in a preview, a value outside a prop's allowed ones.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCampaignCli } from '../engine/core/node/campaign-cli';
import { P7_CALLS, SANDBOX_DEFINED_CALLS } from '../sandbox/core/callCatalog';
import { registry } from '../widgets/index';

let root: string;
let out: string[];

const STRINGS: Record<string, string> = {
  en: 'title: Card Week\nsend: Send\n',
  ms: 'title: Minggu Kad\nsend: Hantar\n',
  th: 'title: สัปดาห์การ์ด\nsend: ส่ง\n',
  fil: 'title: Linggo ng Kard\nsend: Ipadala\n',
  vi: 'title: Tuần thiệp\nsend: Gửi\n',
};

const HEAD = `schemaVersion: 2
id: card-week
routes: [/act/card-week]
title: title
period: { start: '2026-12-01T00:00:00+08:00', end: '2026-12-31T00:00:00+08:00' }
`;

async function write(files: Record<string, string>, langs = Object.keys(STRINGS)): Promise<void> {
  const dir = join(root, 'campaigns', 'card-week');
  await mkdir(join(dir, 'strings'), { recursive: true });
  await mkdir(join(dir, 'fixtures'), { recursive: true });
  for (const l of langs) await writeFile(join(dir, 'strings', `${l}.yaml`), STRINGS[l]!);
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
}

async function validate(): Promise<number> {
  out = [];
  return runCampaignCli(['validate'], registry, { root, campaigns: 'campaigns', knownCalls: [...P7_CALLS, ...SANDBOX_DEFINED_CALLS], out: (l) => out.push(l), err: (l) => out.push(l) });
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'campaign-predict-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('campaign validate: state unset before a tap', () => {
  const page = (extra: string, when = '') => `${HEAD}actions:
  pick:
    - { type: setState, key: sendCard, value: 7 }
page:
  - type: button
    props: { text: send, action: pick }
  - type: form${when}
    props:
      submitPath: /admin/crush/report
      fields: [{ name: note, kind: text }]
      extraValues: { cardId: '${extra}' }
`;
  const fixture = { 'fixtures/report.yaml': 'path: /admin/crush/report\nmethod: POST\nanswer: true\n' };

  it('is an error at the binding, naming the state and the step that sets it', async () => {
    await write({ 'campaign.yaml': page('{{state.sendCard}}'), ...fixture });
    expect(await validate()).toBe(1);
    const line = out.find((l) => l.includes('page[1].props.extraValues.cardId'));
    expect(line).toMatch(/^campaigns\/card-week\/campaign\.yaml:16:30 page\[1\]\.props\.extraValues\.cardId form: extraValues\.cardId is \{\{state\.sendCard\}\}, but state\.sendCard is unset until a tap \(it is set by the setState step actions\.pick\[0\] at campaigns\/card-week\/campaign\.yaml:8:7\)/);
    expect(line).toContain('"This part could not be shown"');
  });

  it('is fine with a fallback, or when the node shows only once the state is set', async () => {
    await write({ 'campaign.yaml': page("{{state.sendCard ?? 0}}"), ...fixture });
    expect(await validate()).toBe(0);
    await write({ 'campaign.yaml': page('{{state.sendCard}}', "\n    when: { if: '{{state.sendCard}}' }"), ...fixture });
    expect(await validate()).toBe(0);
  });
});

describe('campaign validate: fixture answers against the data a widget reads', () => {
  const ranking = `${HEAD}data:
  ranking: { path: /activity/cardWeek/ranking }
page:
  - type: ranking-list
    props: { rows: '{{data.ranking.list}}' }
`;

  it('names the widget, the misspelt field and the fixture file:line:col', async () => {
    await write({ 'campaign.yaml': ranking, 'fixtures/ranking.yaml': 'answer:\n  list:\n    - { nickName: Ann, diamonds: 30 }\n    - { nikName: Bo, diamonds: 20 }\n' });
    expect(await validate()).toBe(1);
    expect(out).toContain("campaigns/card-week/fixtures/ranking.yaml:4:9 answer.list[1].nikName ranking-list (page[0] at campaigns/card-week/campaign.yaml:10:20) reads ranking rows, best first: 'nikName' is not a field it reads here; did you mean 'nickName' or 'name'?");
  });

  it('names a field a row lacks, in every answer of the fixture (phases and users too)', async () => {
    await write({ 'campaign.yaml': ranking, 'fixtures/ranking.yaml': "answer: { list: [{ nickName: Ann }] }\nusers:\n  '10003':\n    answer: { list: [{ diamonds: 5 }] }\n" });
    expect(await validate()).toBe(1);
    expect(out.find((l) => l.startsWith('campaigns/card-week/fixtures/ranking.yaml:4:22 users.10003.answer.list[0] ranking-list'))).toContain("no 'nickName', 'name', 'userName' or 'familyName' here");
  });

  it('accepts an answer the widget reads, with fields it does not read', async () => {
    await write({ 'campaign.yaml': ranking, 'fixtures/ranking.yaml': 'answer: { list: [{ nickName: Ann, diamonds: 30, level: 4 }] }\n' });
    expect(await validate()).toBe(0);
  });

  it('checks the rows of the other widgets that read data: a message wall, a prize pool, a task list', async () => {
    const yaml = `${HEAD}data:\n  wall: { path: /activity/cardWeek/wall }\n  pool: { path: /activity/cardWeek/pool }\nactions:\n  claim: [{ type: setState, key: claimed, value: 1 }]\npage:\n  - type: message-wall\n    props: { source: wall }\n  - type: prize-pool\n    props: { prizes: '{{data.pool.prizes}}' }\n  - type: task-list\n    props: { tasks: '{{data.pool.tasks}}', claimAction: claim }\n`;
    const wall = 'answer: { list: [{ contnet: Hi, from: { name: Ann } }] }\n';
    await write({ 'campaign.yaml': yaml, 'fixtures/wall.yaml': wall, 'fixtures/pool.yaml': 'answer:\n  prizes: [{ prizeNmae: Rose, value: 10 }]\n  tasks: [{ title: Send a rose, current: many }]\n' });
    expect(await validate()).toBe(1);
    expect(out.find((l) => l.startsWith('campaigns/card-week/fixtures/wall.yaml:1:20 answer.list[0].contnet message-wall'))).toContain("did you mean 'content'");
    expect(out.find((l) => l.startsWith('campaigns/card-week/fixtures/pool.yaml:2:14 answer.prizes[0].prizeNmae prize-pool'))).toContain("did you mean 'prizeName'");
    expect(out.find((l) => l.startsWith('campaigns/card-week/fixtures/pool.yaml:3:42 answer.tasks[0].current task-list'))).toContain('expected a number');
    await write({ 'fixtures/wall.yaml': 'answer: { list: [{ content: Hi, from: { name: Ann } }] }\n', 'fixtures/pool.yaml': 'answer: { prizes: [{ name: Rose }], tasks: [{ title: Send a rose, current: 1 }] }\n' });
    expect(await validate()).toBe(0);
  });

  it("checks a rewards list's groups when the node shows one group of the answer", async () => {
    const yaml = `${HEAD}data:\n  rewards: { path: /activity/cardWeek/rewards }\npage:\n  - type: rewards-list\n    props: { source: rewards, group: weekly }\n`;
    await write({ 'campaign.yaml': yaml, 'fixtures/rewards.yaml': 'answer:\n  - tab: weekly\n    rewards: [{ rank: 1, items: [{ nmae: Rose }] }]\n' });
    expect(await validate()).toBe(1);
    expect(out.find((l) => l.startsWith('campaigns/card-week/fixtures/rewards.yaml:3:36 answer[0].rewards[0].items[0].nmae rewards-list'))).toContain("did you mean 'name'");
    await write({ 'fixtures/rewards.yaml': 'answer:\n  - tab: weekly\n    rewards: [{ rank: 1, items: [{ name: Rose }] }]\n' });
    expect(await validate()).toBe(0);
  });

  it('checks a record list\'s rows by its kind, read from its path', async () => {
    const records = `${HEAD}page:\n  - type: record-list\n    props: { kind: applications, path: /activity/cardWeek/records }\n`;
    await write({ 'campaign.yaml': records, 'fixtures/records.yaml': 'path: /activity/cardWeek/records\nanswer: { list: [{ name: Trip, createTime: 1700000000000, stauts: pending }] }\n' });
    expect(await validate()).toBe(1);
    expect(out.some((l) => l.startsWith('campaigns/card-week/fixtures/records.yaml:2:59 answer.list[0].stauts record-list') && l.endsWith("did you mean 'status' or 'state'?"))).toBe(true);
  });
});

describe('campaign validate: a bound prop against its fixture answer', () => {
  const house = (value: string, when = '') => `${HEAD}data:
  house: { path: /activity/cardWeek/house }
page:
  - type: level-display${when}
    props: { levels: '{{data.house.levels}}', value: '${value}' }
`;
  const answer = (points: string) => `answer:\n  levels: [{ level: 1, points: 0 }]\n  points: ${points}\n`;

  it('a value the widget refuses once the data arrives is an error at the binding, naming the fixture', async () => {
    await write({ 'campaign.yaml': house('{{data.house.points}}'), 'fixtures/house.yaml': answer('lots') });
    expect(await validate()).toBe(1);
    const line = out.find((l) => l.includes('page[0].props.value'));
    expect(line).toMatch(/^campaigns\/card-week\/campaign\.yaml:10:54 page\[0\]\.props\.value level-display: value is \{\{data\.house\.points\}\}, which the fixture answers with string "lots" \(answer\.points at campaigns\/card-week\/fixtures\/house\.yaml:3:11\); level-display refuses it \(value: .*number/);
    expect(line).toContain('"This part could not be shown"');
  });

  it('names the user whose answer lacks the value', async () => {
    await write({ 'campaign.yaml': house('{{data.house.points}}'), 'fixtures/house.yaml': `${answer('5')}users:\n  '10003': { answer: { levels: [] } }\n` });
    expect(await validate()).toBe(1);
    expect(out.find((l) => l.includes('page[0].props.value'))).toContain('answers with nothing (users.10003.answer.points at campaigns/card-week/fixtures/house.yaml:5:22)');
  });

  it('is fine with a value it accepts, a fallback, or a when that hides the node for that answer', async () => {
    await write({ 'campaign.yaml': house('{{data.house.points}}'), 'fixtures/house.yaml': answer('5') });
    expect(await validate()).toBe(0);
    await write({ 'campaign.yaml': house('{{data.house.points ?? 0}}'), 'fixtures/house.yaml': 'answer: { levels: [] }\n' });
    expect(await validate()).toBe(0);
    const shownWhenOpen = house('{{data.house.points}}', "\n    when: { if: '{{ data.house.open == true }}' }");
    await write({ 'campaign.yaml': shownWhenOpen, 'fixtures/house.yaml': 'answer: { open: true, levels: [] }\n' });
    expect(await validate()).toBe(1);
    await write({ 'fixtures/house.yaml': `answer: { open: true, levels: [], points: 5 }\nusers:\n  '10003': { answer: { open: false } }\n` });
    expect(await validate()).toBe(0);
  });
});

describe('campaign validate: every call has an answer, enumerated props', () => {
  it('an action api step nothing answers is an error until a fixture answers it', async () => {
    const yaml = `${HEAD}actions:\n  send:\n    - { type: api, path: /activity/cardWeek/send }\npage:\n  - type: button\n    props: { text: send, action: send }\n`;
    await write({ 'campaign.yaml': yaml });
    expect(await validate()).toBe(1);
    expect(out).toContain('campaigns/card-week/campaign.yaml:8:26 actions.send[0].path action send calls /activity/cardWeek/send, which neither the sandbox answers (its catalogue) nor a fixture: the preview would answer "Unknown request"; add fixtures/send.yaml');
    await write({ 'fixtures/send.yaml': 'answer: true\n' });
    expect(await validate()).toBe(0);
  });

  it('a draw batch of 2 is refused: the lottery offers 1, 10 or 50', async () => {
    const yaml = `${HEAD}actions:\n  draw:\n    - { type: api, path: /activity/cardWeek/draw, money: true }\npage:\n  - type: draw-panel\n    props: { batches: [{ count: 2, action: draw }] }\n`;
    await write({ 'campaign.yaml': yaml, 'fixtures/draw.yaml': 'answer: { prizes: [] }\n' });
    expect(await validate()).toBe(1);
    expect(out.find((l) => l.includes('page[0].props.batches[0].count'))).toMatch(/draw-panel: .*1.*10.*50/);
  });
});

describe('campaign validate: the languages a campaign ships in', () => {
  const yaml = `${HEAD}languages: [en, th]\npage:\n  - type: text\n    props: { text: send }\n`;

  it('needs strings only in its languages, and a string missing in one of them is an error', async () => {
    await write({ 'campaign.yaml': yaml }, ['en', 'th']);
    expect(await validate()).toBe(0);
    expect(out).toEqual(['ok campaigns/card-week', '1 campaign(s): 0 error(s), 0 warning(s)']);
    await writeFile(join(root, 'campaigns', 'card-week', 'strings', 'th.yaml'), 'title: สัปดาห์การ์ด\n');
    expect(await validate()).toBe(1);
    expect(out).toContain("campaigns/card-week/campaign.yaml:9:20 page[0].props.text string key 'send' is missing from campaigns/card-week/strings/th.yaml, a language the campaign ships in (languages:)");
  });

  it('says nothing of a language it does not ship in', async () => {
    await write({ 'campaign.yaml': yaml, 'strings/ms.yaml': 'title: Minggu Kad\n' }, ['en', 'th']);
    expect(await validate()).toBe(0);
    expect(out).toEqual(['ok campaigns/card-week', '1 campaign(s): 0 error(s), 0 warning(s)']);
  });
});
