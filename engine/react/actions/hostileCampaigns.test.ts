/**
 * The eight hostile campaigns that once took effect (testing/engine/hostile/): each is refused by validation, which
 * names its file and the path the URL's value took; served anyway (validation bypassed, its actions run by the
 * engine's runner with the hostile URL), none pays, forwards, shares, closes, resizes or writes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { compileConditions } from '../../core/compile-conditions';
import { loadCampaign } from '../../core/load';
import { createRegistry, defineWidget } from '../../core/registry';
import { actionRef, bindable, describe as described } from '../../core/schema-helpers';
import { EN_STRINGS, testWidgets } from '../../core/test-registry';
import type { ActionStep, CampaignDefinition } from '../../core/types';
import { parseYamlSafe } from '../../core/yaml-safe';
import { createTestServices } from '@testing/engine/createTestServices';
import { createPageStores, setStateKey } from '../pageStores';
import { runSteps } from './runSteps';

const none = async () => ({ default: () => null });
/** A countdown that runs an action when it ends (no tap), and a picker writing the chosen option to page state. */
export const registry = createRegistry([
  ...testWidgets,
  defineWidget({ type: 'timer', version: 1, description: 'Countdown.', props: z.object({ onEnd: actionRef('Run when it ends.', 'timer') }), component: none }),
  defineWidget({
    type: 'picker',
    version: 1,
    description: 'Choice picker.',
    props: z.object({ options: bindable(described(z.array(z.object({ value: z.string() })), 'Options.')), stateKey: z._default(z.string(), 'choice'), action: actionRef('Run after a choice.') }),
    component: none,
  }),
]);

const DIR = join(__dirname, '../../../testing/engine/hostile');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.yaml')).sort();
const fileOf = (name: string) => `testing/engine/hostile/${name}`;
const strings = (['en', 'ms', 'th', 'fil', 'vi'] as const).map((locale) => ({ file: `strings/${locale}.yaml`, locale, text: EN_STRINGS }));

/** How each campaign is attacked: the page URL's query, and what starts the action (a timer, or a tap). */
const ATTACKS: Record<string, { query: Record<string, string>; action: string; tap: boolean; path: RegExp; trail?: RegExp; pick?: string }> = {
  'timer-bridge.yaml': { query: {}, action: 'evil', tap: false, path: /^page\[0\]\.props\.onEnd$/ },
  'timer-close.yaml': { query: {}, action: 'evil', tap: false, path: /^page\[0\]\.props\.onEnd$/ },
  'pay-product-query.yaml': { query: { uid: 'EVIL-PRODUCT-1' }, action: 'buy', tap: true, path: /^actions\.buy\[0\]\.args$/ },
  'pay-condition.yaml': { query: { p: 'big' }, action: 'buy', tap: true, path: /^actions\.buy\[0\]\.(then|else)\[0\]\.args$/, trail: /\{\{query\.p\}\} -> a condition at actions\.buy\[0\]\.test \(\d+:\d+\)/ },
  'pay-state.yaml': { query: { p: 'big' }, action: 'buy', tap: true, path: /^actions\.buy\[1\]\.args$/, trail: /\{\{query\.p\}\} -> state\.product at actions\.remember\[0\] \(\d+:\d+\)/ },
  'forward-query.yaml': { query: { uid: '66666' }, action: 'visit', tap: true, path: /^actions\.visit\[0\]\.args$/ },
  'picker-options.yaml': { query: { room: '666' }, action: 'visit', tap: true, path: /^actions\.visit\[0\]\.args$/, trail: /\{\{query\.room\}\} -> state\.choice at page\[0\]\.props \(\d+:\d+\)/, pick: '666' },
  'share-query.yaml': { query: { u: '/vue/sandbox/control?evil=1' }, action: 'tell', tap: true, path: /^actions\.tell\[0\]\.args(\.url)?$/ },
};

afterEach(() => vi.restoreAllMocks());

describe('hostile campaigns', () => {
  it('are the eight of the review', () => {
    expect(FILES).toEqual(Object.keys(ATTACKS).sort());
  });

  it.each(FILES)('%s is refused by validation, naming the file, the sink and the way the value came', (name) => {
    const attack = ATTACKS[name]!;
    const r = loadCampaign({ file: fileOf(name), text: readFileSync(join(DIR, name), 'utf8'), strings }, registry);
    expect(r.ok).toBe(false);
    const errors = r.ok ? [] : r.errors;
    const hit = errors.find((e) => attack.path.test(e.path));
    expect(hit, JSON.stringify(errors.map((e) => `${e.path} ${e.message}`))).toMatchObject({ file: fileOf(name), line: expect.any(Number), col: expect.any(Number) });
    if (attack.trail) expect(hit?.message).toMatch(attack.trail);
  });

  it.each(FILES)('%s served anyway (validation bypassed) does nothing harmful', async (name) => {
    const attack = ATTACKS[name]!;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const parsed = parseYamlSafe(readFileSync(join(DIR, name), 'utf8'));
    if (!parsed.ok) throw new Error(`${name} does not parse`);
    const definition = compileConditions(parsed.value as CampaignDefinition);
    const services = createTestServices({ env: { production: true } });
    const stores = createPageStores();
    // The picker offers the URL's options; the user picks one (the widget writes it to page state).
    if (attack.pick !== undefined) setStateKey(stores, 'choice', attack.pick);
    const navigate = vi.fn();
    await runSteps(definition.actions?.[attack.action] as ActionStep[], {
      services,
      campaign: { definition, strings: {} },
      stores,
      gesture: attack.tap,
      scope: () => ({ query: attack.query, state: stores.state.get() }),
      toast: () => undefined,
      confirm: async () => true,
      routerNavigate: navigate,
    });
    expect(services.bridge.calls).toEqual([]);
    expect(services.http.calls).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});
