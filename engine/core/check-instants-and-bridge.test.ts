import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { loadCampaign } from './load';
import { createRegistry, defineWidget } from './registry';
import { bindable, instant } from './schema-helpers';
import { testWidgets, validInput, VALID_YAML } from './test-registry';

const FILE = 'campaigns/christmas/campaign.yaml';

/** The test widgets and a countdown whose end is an instant, written or bound. */
const registry = createRegistry([
  ...testWidgets,
  defineWidget({ type: 'countdown', version: 1, description: 'Counts down.', props: z.object({ to: z.optional(bindable(instant('End instant.'))) }), component: async () => ({ default: () => null }) }),
]);

const withCountdown = (to: string) => VALID_YAML.replace('page:\n', `page:\n  - type: countdown\n    props: { to: ${to} }\n`);
const load = (text: string) => loadCampaign({ file: FILE, text, strings: validInput().strings }, registry);

describe('instants in props are checked like the period (an instant needs an offset)', () => {
  it('refuses a date and time without an offset, with the words of the period check and where it is', () => {
    const text = withCountdown("'2024-12-31T20:00:00'");
    const r = load(text);
    expect(r.ok).toBe(false);
    const issue = r.ok ? undefined : r.errors.find((e) => e.path === 'page[0].props.to');
    expect(issue?.message).toBe('expected an ISO-8601 instant with an offset, e.g. 2024-12-25T10:00:00+08:00');
    expect(issue?.line).toBe(text.split('\n').findIndex((l) => l.includes('props: { to:')) + 1);
    // The period says the same of the same mistake.
    const period = load(VALID_YAML.replace("end: '2024-12-31T00:00:00+08:00'", "end: '2024-12-31T00:00:00'"));
    expect(period.ok ? [] : period.errors.map((e) => e.message)).toContain(issue?.message);
  });

  it('names a day that does not exist', () => {
    const r = load(withCountdown("'2024-02-30T20:00:00+08:00'"));
    expect(r.ok ? [] : r.errors.map((e) => e.message)).toContain('2024-02-30 does not exist: February 2024 has 29 days');
  });

  it('accepts an instant with an offset or Z, epoch milliseconds and a binding', () => {
    for (const to of ["'2024-12-31T20:00:00+08:00'", "'2024-12-31T12:00:00Z'", '1735646400000', "'{{period.end}}'"]) {
      const r = load(withCountdown(to));
      expect(r.ok ? [] : r.errors, to).toEqual([]);
    }
  });
});

describe('bridge arguments are checked against the action at validation, unknown ones included', () => {
  const step = (text: string) => VALID_YAML.replace('    - { type: slot-machine.resync }', `    - { type: slot-machine.resync }\n    - ${text}`);

  it('refuses an argument the action does not take, naming the ones it takes and the closest', () => {
    const text = step("{ type: bridge, action: forward, args: { type: 9, idd: '12' } }");
    const r = load(text);
    const issue = r.ok ? undefined : r.errors.find((e) => e.path === 'actions.resync[1].args.idd');
    expect(issue?.message).toBe("bridge forward: unknown argument 'idd'; did you mean 'id'? (forward takes type, id)");
    expect(issue?.line).toBe(text.split('\n').findIndex((l) => l.includes('idd:')) + 1);
  });

  it('refuses any argument to an action that takes none, and a value of the wrong form', () => {
    const none = load(step('{ type: bridge, action: closePage, args: { now: true } }'));
    expect(none.ok ? [] : none.errors.map((e) => e.message)).toContain("bridge closePage: unknown argument 'now' (closePage takes no arguments)");
    const wrong = load(step("{ type: bridge, action: setStatusBarColor, args: { color: 'red' } }"));
    expect(wrong.ok ? [] : wrong.errors.map((e) => e.path)).toContain('actions.resync[1].args.color');
  });

  it('accepts the arguments an action takes, and passes those of an app-defined action as written', () => {
    for (const s of ["{ type: bridge, action: forward, args: { type: 9, id: '{{data.ranking.roomId}}' } }", '{ type: bridge, action: createRoom, args: { theme: party } }', '{ type: bridge, action: closePage }']) {
      const r = load(step(s));
      expect(r.ok ? [] : r.errors, s).toEqual([]);
    }
  });
});
