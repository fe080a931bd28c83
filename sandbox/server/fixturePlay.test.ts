import { describe, expect, it } from 'vitest';
import { createSandbox } from '../core/createSandbox';
import { applyControl } from '../core/control';
import { readFixtures, type FixtureFiles } from '../../engine/core/fixtures';
import { checkFixtures } from '../../engine/core/check-fixtures';

const DEFINITION = `
id: house
data:
  house: { path: /activity/house/index }
  records: { path: /activity/house/records }
actions:
  draw: [{ type: api, path: /activity/house/draw, method: POST }]
`;

const fixture = (name: string, text: string) => ({ campaign: 'house', file: `campaigns/house/fixtures/${name}.yaml`, text });

const files: FixtureFiles = {
  definitions: [{ campaign: 'house', file: 'campaigns/house/campaign.yaml', text: DEFINITION }],
  fixtures: [
    fixture('house', "answer: { houseName: Sweet Home, chances: 2, stats: { draws: 0 } }\nusers: { '10007': { answer: { houseName: Empty, chances: 0 } } }\n"),
    fixture('records', 'answer: { list: [{ prize: Kiss }] }\n'),
    fixture('rename', "path: /activity/house/rename\nmethod: POST\nanswer: true\nchanges:\n  - { fixture: house, set: { houseName: '{{body.name}}' } }\n"),
    fixture(
      'draw',
      [
        'answer: { prize: Rose }',
        'changes:',
        '  - { fixture: house, add: { chances: -1, stats.draws: 1 } }',
        "  - { fixture: records, prepend: { list: { prize: Rose, by: '{{userId}}', note: 'drawn by {{userId}}' } } }",
        'short: { status: 4002, message: No chances left }',
      ].join('\n'),
    ),
  ],
};

const sandbox = () => createSandbox({ seed: 1, now: () => Date.parse('2030-01-06T00:00:00Z'), fixtures: () => readFixtures(files) });

async function call(sb: ReturnType<typeof createSandbox>, path: string, opts: { user?: string; body?: unknown } = {}) {
  const out = await sb.handle({ method: opts.body === undefined ? 'GET' : 'POST', path: `/vue/prodServer${path}`, query: {}, headers: { userid: opts.user ?? '10005' }, body: opts.body });
  return 'body' in out ? (out.body as { status: number; content?: unknown; message?: string }) : undefined;
}

describe('fixtures that play', () => {
  it('a rename changes the name later answers give, for the user who renamed only', async () => {
    const sb = sandbox();
    expect((await call(sb, '/activity/house/rename', { body: { name: 'Love Castle' } }))?.status).toBe(0);
    expect((await call(sb, '/activity/house/index'))?.content).toMatchObject({ houseName: 'Love Castle', chances: 2 });
    expect((await call(sb, '/activity/house/index', { user: '10006' }))?.content).toMatchObject({ houseName: 'Sweet Home' });
  });

  it('a draw uses up a chance, counts up, grows a list, and is refused without changing anything once none is left', async () => {
    const sb = sandbox();
    expect((await call(sb, '/activity/house/draw', { body: {} }))?.content).toEqual({ prize: 'Rose' });
    expect((await call(sb, '/activity/house/index'))?.content).toMatchObject({ chances: 1, stats: { draws: 1 } });
    expect((await call(sb, '/activity/house/records'))?.content).toEqual({ list: [{ prize: 'Rose', by: '10005', note: 'drawn by 10005' }, { prize: 'Kiss' }] });
    await call(sb, '/activity/house/draw', { body: {} });
    expect(await call(sb, '/activity/house/draw', { body: {} })).toMatchObject({ status: 4002, message: 'No chances left' });
    expect((await call(sb, '/activity/house/index'))?.content).toMatchObject({ chances: 0, stats: { draws: 2 } });
    expect(await call(sb, '/activity/house/draw', { user: '10007', body: {} })).toMatchObject({ status: 4002 });
  });

  it('a reset of the sandbox gives the fixtures as written again', async () => {
    const sb = sandbox();
    await call(sb, '/activity/house/rename', { body: { name: 'Love Castle' } });
    applyControl(sb, { reset: true });
    expect((await call(sb, '/activity/house/index'))?.content).toMatchObject({ houseName: 'Sweet Home' });
  });

  it('validate names a change of a fixture that does not exist, an unknown operation and a count that is no number', () => {
    const bad = fixture('draw', "answer: true\nchanges:\n  - { fixture: hosue, add: { chances: one } }\n  - { fixture: house, remove: { list: 1 } }\nshort: { status: 0 }\n");
    const issues = checkFixtures({ file: 'campaigns/house/campaign.yaml', value: { data: { house: { path: '/activity/house/index' } }, actions: { draw: [{ type: 'api', path: '/p', method: 'POST' }] } } }, [files.fixtures[0]!, bad]);
    const messages = issues.map((i) => `${i.file}:${i.line}:${i.col} ${i.path} ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^campaigns\/house\/fixtures\/draw\.yaml:3:\d+ changes\[0\]\.fixture no fixture 'hosue' in this campaign's fixtures \(house, draw\)$/),
        expect.stringMatching(/draw\.yaml:3:\d+ changes\[0\]\.add\.chances add takes a number/),
        expect.stringMatching(/draw\.yaml:4:\d+ changes\[1\]\.remove unknown key 'remove'/),
        expect.stringMatching(/draw\.yaml:5:\d+ short short needs a non-zero status/),
      ]),
    );
  });
});
