import { describe, expect, it } from 'vitest';
import { evalCondition } from './condition';
import { MAX_CONDITION_DEPTH, parseExpression } from './expression';
import { loadCampaign } from './load';
import { testRegistry, validInput, VALID_YAML } from './test-registry';
import type { CampaignDefinition } from './types';

const scope = { data: { cottage: { opened: 4, level: '3', list: [] } }, phase: 'running', state: { picked: true } };
const value = (src: string) => {
  const r = parseExpression(src);
  if (!r.ok) throw new Error(r.error);
  return evalCondition(r.condition, scope);
};

describe('conditions (the project grammar, no eval)', () => {
  it('compares bindings with > >= == != < <= and combines with && || ! and parentheses', () => {
    expect(value('data.cottage.opened > 3')).toBe(true);
    expect(value('data.cottage.opened >= 5')).toBe(false);
    expect(value("data.cottage.opened < 5 && phase == 'running'")).toBe(true);
    expect(value("phase != 'running' || !state.picked")).toBe(false);
    expect(value('!(data.cottage.opened <= 3) && data.cottage.level == 3')).toBe(true);
    expect(value('data.cottage.missing ?? 2 == 2')).toBe(true);
    expect(value('data.cottage.list')).toEqual([]);
  });

  it('an ordering with a side that is not a number is false, never an error', () => {
    expect(value("phase > 3")).toBe(false);
    expect(value('data.nothing.here < 1')).toBe(false);
  });

  it('keeps a plain path as the binding string it was, and compiles the rest to a compact form', () => {
    expect(parseExpression(' data.cottage.opened ')).toMatchObject({ ok: true, condition: '{{data.cottage.opened}}' });
    expect(parseExpression('data.x > 3')).toMatchObject({ ok: true, condition: ['>', '{{data.x}}', ['v', 3]] });
  });

  it('refuses what the grammar does not have, naming the offset', () => {
    expect(parseExpression('data.x = 3')).toMatchObject({ ok: false, error: "write '==' to compare", at: 7 });
    expect(parseExpression('data.x > ')).toMatchObject({ ok: false, error: 'expected a value at the end' });
    expect(parseExpression('alert(1)')).toMatchObject({ ok: false });
    expect(parseExpression('data.x > 3 3')).toMatchObject({ ok: false, at: 11 });
    expect(parseExpression('window.x > 3')).toMatchObject({ ok: false, error: expect.stringContaining('binding must start with one of') });
    expect(parseExpression('data.constructor > 3')).toMatchObject({ ok: false });
  });
});

describe('conditions in a campaign', () => {
  const withCondition = (when: string) => VALID_YAML.replace('when: { phase: running }', `when: { phase: running, if: "${when}" }`);

  it('the loader checks a condition where it is written (file:line:col) and compiles it for the page', () => {
    const bad = loadCampaign(validInput(withCondition('{{ data.ranking.total > }}')), testRegistry);
    expect(bad.ok).toBe(false);
    const issue = !bad.ok ? bad.errors.find((e) => e.path === 'page[1].when.if') : undefined;
    expect(issue).toMatchObject({ line: 26, message: expect.stringContaining('invalid condition {{ data.ranking.total > }}: expected a value at the end') });
    expect(issue?.col).toBe(58);
    const undeclared = loadCampaign(validInput(withCondition('{{ data.cottage.opened > 3 }}')), testRegistry);
    expect(!undeclared.ok && undeclared.errors.map((e) => e.message)).toContainEqual(expect.stringContaining("reads data source 'cottage', which is not declared"));
    const good = loadCampaign(validInput(withCondition("{{ data.ranking.total >= 3 && phase == 'running' }}")), testRegistry);
    expect(good.ok && (good.campaign.definition.page[1]?.when?.if)).toEqual(['&&', ['>=', '{{data.ranking.total}}', ['v', 3]], ['==', '{{phase}}', ['v', 'running']]]);
  });

  it('an if step branches on a condition; its then/else are checked like any branch', () => {
    const yaml = VALID_YAML.replace('  resync:\n', "  check:\n    - { type: if, test: '{{ state.n >= 3 }}', then: [{ type: toast, text: joined }], else: [{ type: toast, text: nope }] }\n  resync:\n");
    const r = loadCampaign(validInput(yaml), testRegistry);
    expect(!r.ok && r.errors.map((e) => `${e.path} ${e.message}`)).toContainEqual(expect.stringMatching(/^actions\.check\[0\]\.else\[0\]\.text string key 'nope' is missing/));
    const ok = loadCampaign(validInput(yaml.replace('text: nope', 'text: cta')), testRegistry);
    expect(ok.ok && (ok.campaign.definition.actions?.check?.[0] as { test: unknown }).test).toEqual(['>=', '{{state.n}}', ['v', 3]]);
  });

  it('a value selects a string key (level 3 -> house3); a template no key fits is an error', () => {
    const yaml = VALID_YAML.replace('props: { text: cta, action: join }', "props: { text: 'house{{data.ranking.level}}', action: join }");
    const input = validInput(yaml);
    const strings = (extra: string) => input.strings.map((s) => ({ ...s, text: s.text + extra }));
    const none = loadCampaign(input, testRegistry);
    expect(!none.ok && none.errors.map((e) => e.message)).toContainEqual(expect.stringContaining("no string key of campaigns/christmas/strings/en.yaml fits 'house{{data.ranking.level}}'"));
    expect(loadCampaign({ ...input, strings: strings('house1: Cabin\nhouse3: Romantic Cottage\n') }, testRegistry).ok).toBe(true);
  });
});

describe('failures by code', () => {
  it('onFailure may list steps by the status code and other; a code must be digits', () => {
    const yaml = VALID_YAML.replace("onFailure: [{ type: toast, text: 'common:error.generic' }]", "onFailure: { '4002': [{ type: toast, text: joined }], other: [{ type: toast, text: cta }] }");
    expect(yaml).not.toBe(VALID_YAML);
    const ok = loadCampaign(validInput(yaml), testRegistry);
    expect(ok.ok).toBe(true);
    const join = ok.ok ? (ok.campaign.definition as CampaignDefinition).actions?.join?.[0] : undefined;
    expect(join).toMatchObject({ onFailure: { '4002': [{ type: 'toast', text: 'joined' }] } });
    const bad = loadCampaign(validInput(yaml.replace("'4002'", 'sold').replace('text: joined', 'text: nokey')), testRegistry);
    expect(!bad.ok && bad.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['actions.join[0].onFailure.sold']));
  });
});

describe('condition nesting', () => {
  it('100,000 nested parentheses or a long run of ! are refused by the depth limit, never a stack overflow', () => {
    const deep = parseExpression(`${'('.repeat(100_000)}1${')'.repeat(100_000)}`);
    expect(deep).toMatchObject({ ok: false, error: `nested deeper than ${MAX_CONDITION_DEPTH} levels of parentheses and '!'` });
    expect(parseExpression(`${'!'.repeat(100_000)}true`)).toMatchObject({ ok: false });
    expect(parseExpression(`${'('.repeat(MAX_CONDITION_DEPTH)}1${')'.repeat(MAX_CONDITION_DEPTH)}`)).toMatchObject({ ok: true });
  });
});
