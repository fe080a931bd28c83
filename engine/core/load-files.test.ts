import { describe, expect, it } from 'vitest';
import { loadCampaign } from './load';
import { CAMPAIGN_FILE as FILE, editValid as edit, EN_STRINGS, leaderboardRegistry, loadErrors as errors, loadTestCampaign as load, testRegistry, validInput, valuesRegistry, VALID_YAML } from './test-registry';

describe('loadCampaign: bad strings and files, each reported with path and position', () => {
  it('string key missing from en is an error', () => {
    const strings = validInput().strings.map((s) => (s.locale === 'en' ? { ...s, text: EN_STRINGS.replace('cta: Join now\n', '') } : s));
    const [e] = errors(VALID_YAML, strings);
    expect(e).toMatchObject({ path: 'page[1].props.text', message: "string key 'cta' is missing from campaigns/christmas/strings/en.yaml", line: 27, col: 20 });
  });

  it('a duplicate key in en gives that one error, not one per string key', () => {
    const strings = validInput().strings.map((s) => (s.locale === 'en' ? { ...s, text: `${EN_STRINGS}cta: Join again\n` } : s));
    const es = errors(VALID_YAML, strings);
    expect(es).toEqual([expect.objectContaining({ file: 'campaigns/christmas/strings/en.yaml', message: 'Map keys must be unique', line: 6, col: 1 })]);
  });

  it('a th file that cannot be read gives its error, not "no strings file for th"', () => {
    const strings = validInput().strings.map((s) => (s.locale === 'th' ? { ...s, text: 'title: [unclosed\n' } : s));
    const r = load(VALID_YAML, strings);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.file)).toEqual(['campaigns/christmas/strings/th.yaml']);
    expect(r.warnings).toEqual([]);
  });

  it('string key missing from th is a warning naming the file', () => {
    const strings = validInput().strings.map((s) => (s.locale === 'th' ? { ...s, text: EN_STRINGS.replace('joined: Joined!\n', '') } : s));
    const r = load(VALID_YAML, strings);
    expect(r.ok).toBe(true);
    expect(r.warnings).toEqual([expect.objectContaining({ severity: 'warning', path: 'actions.join[0].onSuccess[0].text', message: "string key 'joined' is missing from campaigns/christmas/strings/th.yaml (en is shown instead)" })]);
  });

  it('an empty text is an error at its line of the strings file', () => {
    const strings = validInput().strings.map((s) => (s.locale === 'th' ? { ...s, text: EN_STRINGS.replace('cta: Join now', 'cta: ""') } : s));
    const r = load(VALID_YAML, strings);
    expect(r.ok ? [] : r.errors).toEqual([expect.objectContaining({ file: 'campaigns/christmas/strings/th.yaml', path: 'cta', line: 4, col: 6, message: "string 'cta' is empty, so nothing is shown; write the text, or delete the key to show en instead" })]);
  });

  it('placeholders that differ from en: an unknown one is an error, a left-out one a warning', () => {
    const en = EN_STRINGS.replace('joined: Joined!', 'joined: Joined ({days})').replace('cta: Join now', 'cta: Join {name} now');
    const th = EN_STRINGS.replace('joined: Joined!', 'joined: Joined {dayz}').replace('cta: Join now', 'cta: Join now');
    const strings = validInput().strings.map((s) => ({ ...s, text: s.locale === 'th' ? th : en }));
    const text = VALID_YAML.replace('{ type: toast, text: joined }', "{ type: toast, text: joined, values: { days: 3, dayz: 3 } }").replace('props: { text: cta, action: join }', "props: { text: cta, action: join, values: { name: '{{user.name}}' } }");
    const r = load(text, strings, valuesRegistry);
    expect(r.ok ? [] : r.errors).toEqual([expect.objectContaining({ file: 'campaigns/christmas/strings/th.yaml', path: 'joined', line: 2, message: "string 'joined' has placeholder {dayz}, which en does not have (en has {days}); it would be shown as written" })]);
    expect(r.warnings).toEqual([expect.objectContaining({ file: 'campaigns/christmas/strings/th.yaml', path: 'cta', line: 4, message: "string 'cta' leaves out {name} (en has {name})" })]);
  });

  it('placeholders the values given with a text do not supply', () => {
    const strings = validInput().strings.map((s) => ({ ...s, text: EN_STRINGS.replace('joined: Joined!', 'joined: Joined ({days})').replace('cta: Join now', 'cta: Join {name} now') }));
    const es = errors(VALID_YAML.replace('props: { text: cta, action: join }', 'props: { text: cta, action: join, values: { nam: x } }'), strings, valuesRegistry);
    expect(es.map((e) => [e.path, e.message])).toEqual([
      ['page[1].props.text', "string 'cta' uses {name} (en, ms, th, ph, fil, vi), which values do not supply (values: nam); it would be shown as written"],
      ['actions.join[0].onSuccess[0].text', "string 'joined' uses {days} (en, ms, th, ph, fil, vi), which values do not supply (no values given); it would be shown as written"],
    ]);
    expect(load(VALID_YAML.replace('{ type: toast, text: joined }', '{ type: toast, text: joined, values: { days: 2 } }'), strings, valuesRegistry).ok).toBe(true);
    expect(load(VALID_YAML.replace('{ type: toast, text: joined }', '{ type: toast, text: joined, values: { days: 2 } }').replace('action: join }', 'action: join, values: { name: x } }'), strings, valuesRegistry).ok).toBe(true);
  });

  it('malformed YAML gives line and column', () => {
    const [e] = errors('schemaVersion: 2\nid: [unclosed\nroutes: x\n');
    expect(e).toMatchObject({ path: '', line: 3, col: 1 });
    expect(e?.message).toMatch(/flow sequence/i);
  });

  it('empty file', () => {
    expect(errors('')[0]).toMatchObject({ message: 'file is empty; expected a campaign definition', line: 1, col: 1 });
    expect(errors('# only a comment\n')[0]?.message).toBe('file holds only comments; expected a campaign definition');
  });

  it('binary bytes', () => {
    const [e] = errors('schemaVersion: 2\nid: x\u0000y\n');
    expect(e).toMatchObject({ message: 'file contains binary or control bytes (U+0000); expected UTF-8 text', line: 2, col: 6 });
  });

  it('huge document', () => {
    const [e] = errors(`${VALID_YAML}\n# ${'x'.repeat(600 * 1024)}\n`);
    expect(e?.message).toBe('file is 602 KB; at most 512 KB allowed');
  });

  it('deep nesting', () => {
    const [e] = errors(`schemaVersion: 2\nx: ${'['.repeat(200)}${']'.repeat(200)}\n`);
    expect(e?.message).toBe('nesting deeper than 64 levels');
    expect(e?.line).toBe(2);
  });

  it('alias bomb', () => {
    const lines = ['a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let i = 1; i < 10; i++) lines.push(`a${i}: &a${i} [${Array.from({ length: 9 }, () => `*a${i - 1}`).join(', ')}]`);
    const [e] = errors(lines.join('\n'));
    expect(e?.message).toMatch(/more than 100 aliases|more than 100000 values/);
  });

  it('__proto__ key is rejected and pollutes nothing', () => {
    const es = errors(`${VALID_YAML}__proto__: { polluted: true }\n`);
    expect(es).toContainEqual(expect.objectContaining({ path: '__proto__', message: "the key '__proto__' is not allowed", line: 31, col: 1 }));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('duplicate keys', () => {
    const [e] = errors(edit('id: christmas\n', 'id: christmas\nid: other\n'));
    expect(e).toMatchObject({ message: 'Map keys must be unique', line: 4, col: 1, found: 'DUPLICATE_KEY' });
  });

  it('invalid route and a /vue prefix', () => {
    expect(errors(edit('routes: [/act/christmas]', 'routes: [act/christmas]'))[0]).toMatchObject({ path: 'routes[0]', message: 'expected a route like /act/christmas (lowercase segments, optional :params)', line: 4, col: 10 });
    expect(errors(edit('routes: [/act/christmas]', 'routes: [/vue/act/christmas]'))[0]?.message).toBe('write routes without the /vue prefix, e.g. /act/christmas');
  });

  it('period end before start', () => {
    const [e] = errors(edit("end: '2024-12-31T00:00:00+08:00'", "end: '2024-12-01T00:00:00+08:00'"));
    expect(e).toMatchObject({ path: 'period.end', message: 'period end (2024-12-01T00:00:00+08:00) must be after start (2024-12-25T00:00:00+08:00)' });
  });

  it('children given to a widget that takes none', () => {
    const [e] = errors(edit('    props: { text: cta, action: join }\n', '    props: { text: cta, action: join }\n    children: [{ type: stack }]\n'));
    expect(e).toMatchObject({ path: 'page[1].children', message: "widget 'button' does not accept children; found 1 child node(s)" });
  });

  it('duplicate node ids and openModal of a missing modal', () => {
    const dup = errors(edit('  - type: button\n', '  - type: button\n    id: rules\n'));
    expect(dup[0]).toMatchObject({ path: 'page[2].id', message: "duplicate node id 'rules' (first used at page[1])" });
    const [missing] = errors(edit('{ type: openModal, id: rules }', '{ type: openModal, id: prizes }'));
    expect(missing).toMatchObject({ path: 'actions.join[0].onSuccess[1].id', message: "openModal refers to 'prizes', but no node of the page has id 'prizes'" });
  });

  it('unknown field of the envelope points at the key', () => {
    const [e] = errors(edit('title: title\n', 'title: title\ntitel: x\n'));
    expect(e).toMatchObject({ path: 'titel', message: "unknown field 'titel'", line: 6, col: 1 });
  });

  it('asset URL outside the allowlist', () => {
    const [e] = errors(edit('backgroundImage: bg.png', "backgroundImage: 'javascript:alert(1)'"));
    expect(e).toMatchObject({ path: 'theme.backgroundImage', message: expect.stringMatching(/^'javascript:alert\(1\)' is not an allowed asset URL: put the file in the campaign folder and write its name, or use a host of the allowlist \(facebook\.com, .*wa\.me/) });
  });

  it('bridge steps: unknown action names (with the closest) and arguments the action does not take', () => {
    const step = (text: string) => edit('    - { type: slot-machine.resync }', `    - { type: slot-machine.resync }\n    - ${text}`);
    const [e] = errors(step('{ type: bridge, action: foward }'));
    expect(e).toMatchObject({ path: 'actions.resync[1].action', message: "unknown bridge action 'foward'; did you mean 'forward'?", line: 20 });
    const [a] = errors(step('{ type: bridge, action: forward, args: { type: 99 } }'));
    expect(a).toMatchObject({ path: 'actions.resync[1].args.type', message: 'bridge forward: expected 8 | 9 | 27 | 42 | 43 | 49 | 50, found number 99' });
    expect(load(step('{ type: bridge, action: forward, args: { type: 8 } }')).ok).toBe(true);
    expect(load(step("{ type: bridge, action: forward, args: { type: '{{data.ranking.type}}' } }")).ok).toBe(true);
  });

  it('navigate targets of this site are checked against the routes it is given', () => {
    const text = edit('    - { type: slot-machine.resync }', '    - { type: slot-machine.resync }\n    - { type: navigate, to: /act/winter-fst }');
    const routes = ['/act/christmas', '/act/winter-fest', '/payments/:userCode', '/slot-machine/index'];
    expect(load(text).ok).toBe(true);
    const r = loadCampaign({ file: FILE, text, strings: validInput().strings }, testRegistry, { routes });
    expect(r.ok ? [] : r.errors).toEqual([expect.objectContaining({ path: 'actions.resync[1].to', message: "navigate target '/act/winter-fst' is not a route of any campaign or platform page; did you mean '/act/winter-fest'?", line: 20 })]);
    for (const to of ['/act/winter-fest', '/payments/abc?x=1', '/slot-machine/index#top', "'/act/{{user.id}}'"]) {
      expect(loadCampaign({ file: FILE, text: text.replace('/act/winter-fst', to), strings: validInput().strings }, testRegistry, { routes }).ok).toBe(true);
    }
  });

  it('asset and navigate URLs the browser reads as another host (backslashes, tabs)', () => {
    for (const url of ['/\\evil.example/a.png', '\\\\evil.example/a.png', '/\\/evil.example/a.png']) {
      const [bg] = errors(edit('backgroundImage: bg.png', `backgroundImage: ${JSON.stringify(url)}`));
      expect(bg).toMatchObject({ path: 'theme.backgroundImage', message: expect.stringContaining(`'${url}' is not an allowed asset URL: `) });
      const banner = errors(edit('  - type: modal\n', `  - type: banner\n    props: { image: ${JSON.stringify(url)} }\n  - type: modal\n`));
      expect(banner[0]).toMatchObject({ path: 'page[2].props.image', message: expect.stringContaining(`'${url}' is not an allowed asset URL: `) });
      const [nav] = errors(edit('    - { type: slot-machine.resync }', `    - { type: slot-machine.resync }\n    - { type: navigate, to: ${JSON.stringify(url)} }`));
      expect(nav).toMatchObject({ path: 'actions.resync[1].to', message: `navigate target '${url}' is neither a route nor an allowlisted URL` });
    }
    const [tab] = errors(edit('backgroundImage: bg.png', 'backgroundImage: "/\\t/evil.example/a.png"'));
    expect(tab?.path).toBe('theme.backgroundImage');
    expect(load(edit('    - { type: slot-machine.resync }', '    - { type: slot-machine.resync }\n    - { type: navigate, to: /act/other }')).ok).toBe(true);
  });

  it('a misspelt prop name, at the key, with the closest known prop', () => {
    const [e] = errors(edit('limit: 30', 'limti: 30'));
    expect(e).toMatchObject({ path: 'page[0].children[0].props.limti', message: "ranking-list: unknown prop 'limti'; did you mean 'limit'?", found: "'limti'", line: 24, col: 49 });
    const [other] = errors(edit('props: { text: cta, action: join }', 'props: { text: cta, action: join, colour: red }'));
    expect(other).toMatchObject({ path: 'page[1].props.colour', message: "button: unknown prop 'colour' (known: text, action, disabled)" });
  });

  it('unknown props are checked after props migrations (a v1 `max` is the current `limit`)', () => {
    const v1 = edit('limit: 30', 'max: 30').replace('      - type: ranking-list\n', '      - type: ranking-list\n        version: 1\n');
    expect(load(v1).ok).toBe(true);
    const [e] = errors(v1.replace('max: 30', 'max: 30, mx: 3'));
    expect(e).toMatchObject({ path: 'page[0].children[0].props.mx', message: "ranking-list: unknown prop 'mx' (known: rows, limit, title, source)" });
  });

  it('a misspelt key inside an object prop', () => {
    const text = edit('  - type: modal\n', "  - type: leaderboard\n    props: { top: { name: x, nam: y } }\n  - type: modal\n");
    const [e] = errors(text, undefined, leaderboardRegistry);
    expect(e).toMatchObject({ path: 'page[2].props.top.nam', message: "leaderboard: unknown prop 'nam'; did you mean 'name'?" });
    expect(load(text.replace('{ top: { name: x, nam: y } }', "{ top: '{{data.ranking.top}}', extra: { any: 1 } }"), undefined, leaderboardRegistry).ok).toBe(true);
  });

  it('a binding to a period field that does not exist', () => {
    const [e] = errors(edit('title: rankTitle }', "title: rankTitle, limit: '{{period.ends}}' }").replace('limit: 30, ', ''));
    expect(e).toMatchObject({ path: 'page[0].children[0].props.limit', message: "binding {{period.ends}} reads period field 'ends', which does not exist (period has: preheat, start, end)" });
    const deeper = errors(edit('{ type: toast, text: joined }', "{ type: toast, text: joined, values: { a: '{{period.end.day}}', b: 'at {{now.x}}' } }"));
    expect(deeper.map((i) => i.message)).toEqual(['binding {{period.end.day}} reads period.end.day, but period.end is an ISO instant with no fields', 'binding {{now.x}} reads now.x, but now is a plain value with no fields']);
    expect(load(edit('{ type: toast, text: joined }', "{ type: toast, text: joined, values: { a: '{{period.end}}', b: '{{period.preheat}}', c: '{{period}}' } }")).ok).toBe(true);
  });

  it('warns on a binding to the preheat of a period that has none', () => {
    const r = load(edit("preheat: '2024-12-20T00:00:00+08:00', ", '').replace('{ type: toast, text: joined }', "{ type: toast, text: joined, values: { a: '{{period.preheat}}', b: \"{{period.preheat ?? ''}}\" } }"));
    expect(r.ok).toBe(true);
    expect(r.warnings.map((w) => w.message)).toEqual(["binding {{period.preheat}} reads period.preheat, which this campaign's period does not set; it resolves to nothing"]);
  });

  it('run loops between actions', () => {
    const es = errors(edit('    - { type: slot-machine.resync }', '    - { type: run, action: resync }'));
    expect(es[0]?.message).toBe("action 'resync' runs itself: resync -> resync");
  });

  it('reports every error at once', () => {
    const text = edit('limit: 30', 'limit: lots').replace('action: join', 'action: jion').replace('- type: button', '- type: buton');
    expect(errors(text).map((e) => e.path)).toEqual(expect.arrayContaining(['page[0].children[0].props.limit', 'page[1].type']));
  });
});
