import { describe, expect, it } from 'vitest';
import { CAMPAIGN_FILE as FILE, editValid as edit, leaderboardRegistry, loadErrors as errors, loadTestCampaign as load, VALID_YAML } from './test-registry';

describe('loadCampaign: a valid campaign', () => {
  it('loads with its strings and no warnings', () => {
    const r = load(VALID_YAML);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.warnings).toEqual([]);
    expect(r.campaign.definition.routes).toEqual(['/act/christmas']);
    expect(r.campaign.strings.en?.cta).toBe('Join now');
  });

  it('also reads the same definition written as JSON', () => {
    const r = load(JSON.stringify({ schemaVersion: 2, id: 'x', routes: ['/x'], title: 'title', period: { start: '2024-01-01T00:00:00Z', end: '2024-02-01T00:00:00Z' }, page: [{ type: 'slot-machine' }] }));
    expect(r).toMatchObject({ ok: true });
  });

  it('migrates a v1 file and old widget props on load', () => {
    const v1 = VALID_YAML.replace('schemaVersion: 2', 'schemaVersion: 1').replace('routes: [/act/christmas]', 'route: /act/christmas').replace("start: '2024-12-25T00:00:00+08:00', end:", "from: '2024-12-25T00:00:00+08:00', to:").replace('limit: 30', 'max: 30').replace('      - type: ranking-list\n', '      - type: ranking-list\n        version: 1\n');
    const r = load(v1);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.campaign.definition.routes).toEqual(['/act/christmas']);
    expect(r.campaign.definition.period.start).toBe('2024-12-25T00:00:00+08:00');
    expect(r.campaign.definition.page[0]?.children?.[0]).toEqual({ type: 'ranking-list', props: { rows: '{{data.ranking.list}}', limit: 30, title: 'rankTitle' } });
  });
});

describe('loadCampaign: bad input, each reported with path and position', () => {
  it('unknown widget type names the closest types', () => {
    const [e] = errors(edit('  - type: button\n', '  - type: buton\n'));
    expect(e).toMatchObject({ path: 'page[1].type', message: "unknown widget type 'buton'; did you mean 'button'?", found: "'buton'", line: 25, col: 11, file: FILE });
  });

  it('did you mean for a kebab typo', () => {
    const [e] = errors(edit('- type: ranking-list', '- type: rankng-list'));
    expect(e?.message).toBe("unknown widget type 'rankng-list'; did you mean 'ranking-list'?");
  });

  it('wrong prop type names the full path, expected and found', () => {
    const [e] = errors(edit('limit: 30', 'limit: lots'));
    expect(e).toMatchObject({ path: 'page[0].children[0].props.limit', line: 24, col: 56, expected: 'number' });
    expect(e?.message).toContain('found string "lots"');
  });

  it('prop out of range', () => {
    const [e] = errors(edit('limit: 30', 'limit: 500'));
    expect(e).toMatchObject({ path: 'page[0].children[0].props.limit', message: 'ranking-list: expected at most 100, found number 500' });
  });

  it('messages stay the same once the full zod package has installed its English messages in the process', async () => {
    const before = errors(edit('limit: 30', 'limit: lots'))[0]?.message;
    const full = await import('zod');
    expect(full.number().safeParse('x').error?.issues[0]?.message).toMatch(/^Invalid input: expected number/);
    expect(errors(edit('limit: 30', 'limit: lots'))[0]?.message).toBe(before);
    expect(before).toBe('ranking-list: expected number, found string "lots"');
  });

  it('a binding string where a number is expected is checked at render time, not now', () => {
    expect(load(edit('limit: 30', "limit: '{{data.ranking.size}}'")).ok).toBe(true);
  });

  it('a binding string in a prop not marked bindable is an error at its line', () => {
    const text = edit('  - type: stack\n', "  - type: stack\n    props: { gap: '{{period.end}}' }\n");
    const [e] = errors(text);
    expect(e).toMatchObject({ path: 'page[0].props.gap', message: 'stack: gap does not accept bindings; expected number', line: 22, col: 19 });
    const nested = edit('  - type: modal\n', "  - type: leaderboard\n    props: { top: { name: '{{user.name}}' }, extra: { any: '{{user.id}}' } }\n  - type: modal\n");
    expect(load(nested, undefined, leaderboardRegistry).ok).toBe(true);
  });

  it('a bad item of a phase list is reported at the item, with what was found', () => {
    const [e] = errors(edit('when: { phase: running }', 'when: { phase: [pre-heat, notStarted] }'));
    expect(e).toMatchObject({ path: 'page[1].when.phase[0]', message: 'expected "preheat" | "notStarted" | "running" | "ended", found string "pre-heat"', line: 26, col: 21 });
    const [one] = errors(edit('when: { phase: running }', 'when: { phase: runing }'));
    expect(one).toMatchObject({ path: 'page[1].when.phase', message: 'expected "preheat" | "notStarted" | "running" | "ended", found string "runing"' });
  });

  it('a date that does not exist is named as such, with no second error on the period order', () => {
    const [e, ...rest] = errors(edit("start: '2024-12-25T00:00:00+08:00'", "start: '2026-12-32T00:00:00+08:00'"));
    expect(e).toMatchObject({ path: 'period.start', message: '2026-12-32 does not exist: December 2026 has 31 days', line: 6 });
    expect(rest).toEqual([]);
    const feb = errors(edit("start: '2024-12-25T00:00:00+08:00'", "start: '2026-02-30T00:00:00+08:00'"));
    expect(feb.map((i) => [i.path, i.message])).toEqual([['period.start', '2026-02-30 does not exist: February 2026 has 28 days']]);
    const preheat = errors(edit("preheat: '2024-12-20T00:00:00+08:00'", "preheat: '2024-02-30T00:00:00+08:00'"));
    expect(preheat.map((i) => [i.path, i.message])).toEqual([['period.preheat', '2024-02-30 does not exist: February 2024 has 29 days']]);
    expect(errors(edit("start: '2024-12-25T00:00:00+08:00'", "start: '2024-12-25T25:00:00+08:00'"))[0]?.message).toBe('expected an ISO-8601 instant with an offset, e.g. 2024-12-25T10:00:00+08:00');
    expect(errors(edit("end: '2024-12-31T00:00:00+08:00'", "end: '2024-12-24T00:00:00+08:00'"))[0]?.message).toBe('period end (2024-12-24T00:00:00+08:00) must be after start (2024-12-25T00:00:00+08:00)');
  });

  it('missing required field', () => {
    const es = errors(edit("end: '2024-12-31T00:00:00+08:00' ", ''));
    expect(es).toContainEqual(expect.objectContaining({ path: 'period.end', message: "missing required field 'end' (expected string)", line: 6 }));
  });

  it('missing required widget prop', () => {
    const [e] = errors(edit('props: { text: cta, action: join }', 'props: { text: cta }'));
    expect(e).toMatchObject({ path: 'page[1].props.action', message: "button: missing required field 'action' (expected string)" });
  });

  it('bad schemaVersion', () => {
    const [e] = errors(edit('schemaVersion: 2', 'schemaVersion: 7'));
    expect(e).toMatchObject({ path: 'schemaVersion', message: 'schemaVersion 7 is newer than this engine supports (2); update the engine', line: 2, col: 16 });
  });

  it('binding to an undeclared data source', () => {
    const [e] = errors(edit('{{data.ranking.list}}', '{{data.rankin.list}}'));
    expect(e).toMatchObject({ path: 'page[0].children[0].props.rows', message: "binding {{data.rankin.list}} reads data source 'rankin', which is not declared under data: (declared: ranking)" });
  });

  it('invalid binding syntax', () => {
    const [e] = errors(edit('{{data.ranking.list}}', '{{data.ranking.list + 1}}'));
    expect(e?.path).toBe('page[0].children[0].props.rows');
    expect(e?.message).toContain("invalid binding {{data.ranking.list + 1}}: unexpected ' + 1'");
  });

  it('unknown action in an actionRef prop and in a run step', () => {
    const [e] = errors(edit('action: join', 'action: jion'));
    expect(e).toMatchObject({ path: 'page[1].props.action', message: "unknown action 'jion' (declared under actions: join, resync)" });
    const [r] = errors(edit('    - { type: slot-machine.resync }', '    - { type: run, action: nope }'));
    expect(r).toMatchObject({ path: 'actions.resync[0].action', message: "unknown action 'nope' (declared under actions: join, resync)" });
  });

  it('unknown step type lists the allowed ones', () => {
    const [e] = errors(edit('{ type: toast, text: joined }', '{ type: toastt, text: joined }'));
    expect(e?.path).toBe('actions.join[0].onSuccess[0].type');
    expect(e?.message).toContain('unknown step type string "toastt"; expected api, bridge, navigate, toast');
  });

  it('a step missing its text, inside a success chain', () => {
    const [e] = errors(edit('{ type: toast, text: joined }', '{ type: toast }'));
    expect(e).toMatchObject({ path: 'actions.join[0].onSuccess[0].text', message: "missing required field 'text' (expected string)" });
  });

  it('widget step not offered by the widget', () => {
    const [e] = errors(edit('slot-machine.resync', 'slot-machine.spin'));
    expect(e).toMatchObject({ path: 'actions.resync[0].type', message: "widget 'slot-machine' offers no step 'slot-machine.spin' (offered: slot-machine.resync)" });
  });

});
