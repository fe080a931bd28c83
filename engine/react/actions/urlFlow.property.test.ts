/**
 * The property of the action rules, over 300 generated campaigns a run (new ones each run): values of the page URL,
 * routed through every step and binding kind (setState, string templates, `??` defaults, conditions, confirm answers, call results,
 * `run`), and actions started by every trigger (a tap, a timer, a push, the page load...) never make a bridge, pay,
 * forward, share, write or navigation call that carries a URL value or that no tap started. What the runner refuses
 * for the URL, validation refuses first: a campaign that passes `campaign validate` has no such step.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { gestureStepName } from '../../core/action-taint';
import { loadCampaign } from '../../core/load';
import type { ActionStep } from '../../core/types';
import { noteUserGesture, resetUserGestures, type ActionTrigger } from '../../security/gesture';
import { ACTION_CAMPAIGN_STRINGS, actionCampaignText, CAMPAIGN_PERIOD, TRIGGERS, tickerRegistry } from '@testing/engine/actionCampaigns';
import { createTestServices } from '@testing/engine/createTestServices';
import { createPageStores } from '../pageStores';
import type { ActionEnv } from './ActionEnv';
import { runSteps } from './runSteps';

/** The page URL's values: none may reach a call that leaves the page. `lang` is a shell parameter, not input. */
const QUERY = { p: 'Qv7xk9', pid: 'Pz4mw2', lang: 'en' };
const URL_VALUES = [QUERY.p, QUERY.pid];

/** Where a value comes from: a literal, state set from a literal, or the URL (directly, in a template, as a default, via state). */
const value = fc.constantFrom('c1', '{{state.lit}}', '{{query.p}}', 'room-{{query.p}}', "{{query.pid ?? 'c1'}}", '{{state.fromUrl}}', '{{state.mixed}}');

/** Every sink, with the value put where the value decides something. */
const sink = value.chain((v) =>
  fc.constantFrom<ActionStep>(
    { type: 'bridge', action: 'pay', args: { clientProductId: v, productIdentifier: 'p1' } },
    { type: 'bridge', action: 'forward', args: { type: 9, id: v } },
    { type: 'bridge', action: 'share', args: { channel: 'FB', url: `https://www.facebook.com/sharer?u=${v}` } },
    { type: 'bridge', action: 'saveImage', args: { url: `/vue/${v}.png` } },
    { type: 'bridge', action: 'postEvent', args: { event: v } },
    { type: 'navigate', to: `/act/${v}` },
    { type: 'api', path: '/shop/buy', method: 'POST', money: true, params: { count: v } },
    { type: 'api', path: '/marketing/egg/smash', method: 'POST', body: { egg: v } },
    // A read: URL input may choose what is read, and what it answers is as tainted as the input.
    { type: 'api', path: '/marketing/info', params: { tab: v }, saveAs: 'answer' },
    { type: 'bridge', action: 'forward', args: { type: 9, id: '{{state.answer}}' } },
    { type: 'setState', key: 'mixed', value: v },
    { type: 'toast', text: 'title', values: { v } },
  ),
);

const { chain } = fc.letrec<{ step: ActionStep; chain: ActionStep[] }>((tie) => ({
  step: fc.oneof(
    { maxDepth: 3, depthIdentifier: 'flow' },
    sink,
    value.chain((v) => fc.record({ type: fc.constant('if' as const), test: fc.constant(v), then: tie('chain') as fc.Arbitrary<ActionStep[]>, else: tie('chain') as fc.Arbitrary<ActionStep[]> })),
    fc.record({ type: fc.constant('confirm' as const), text: fc.constant('title'), onConfirm: tie('chain') as fc.Arbitrary<ActionStep[]>, onCancel: tie('chain') as fc.Arbitrary<ActionStep[]> }),
    fc.record({ type: fc.constant('api' as const), path: fc.constant('/marketing/info'), onSuccess: tie('chain') as fc.Arbitrary<ActionStep[]> }),
    fc.constant<ActionStep>({ type: 'run', action: 'shared' }),
  ) as fc.Arbitrary<ActionStep>,
  chain: fc.array(tie('step') as fc.Arbitrary<ActionStep>, { minLength: 1, maxLength: 4 }),
}));

/** State the chain starts from: one key from a literal, one from the URL (as a campaign's earlier steps would set them). */
const PREAMBLE: ActionStep[] = [
  { type: 'setState', key: 'lit', value: 'c1' },
  { type: 'setState', key: 'fromUrl', value: '{{query.p}}' },
];

/** `shared` runs no action itself (no loop). */
const flat = (steps: ActionStep[]): ActionStep[] => JSON.parse(JSON.stringify(steps).replaceAll('{"type":"run","action":"shared"}', '{"type":"refetch"}')) as ActionStep[];

interface Sent {
  what: string;
  args: unknown;
  tapped: boolean;
}

async function play(trigger: ActionTrigger, main: ActionStep[], shared: ActionStep[], answerYes: boolean) {
  resetUserGestures();
  const services = createTestServices({ responses: { 'POST /shop/buy': {}, '/marketing/info': { ok: 1 }, 'POST /marketing/egg/smash': {} }, env: { production: true, query: QUERY } });
  const stores = createPageStores();
  let tapped = trigger === 'tap';
  const sent: Sent[] = [];
  const call = services.bridge.call.bind(services.bridge);
  services.bridge.call = (action, args) => {
    sent.push({ what: `bridge ${action}`, args, tapped });
    return call(action, args);
  };
  const request = services.http.request.bind(services.http);
  services.http.request = (req) => {
    if (req.method === 'POST') sent.push({ what: `POST ${req.path}`, args: [req.params, req.body], tapped });
    return request(req);
  };
  const routerNavigate = (to: string) => void sent.push({ what: 'navigate', args: to, tapped });
  const env: ActionEnv = {
    services,
    stores,
    gesture: trigger === 'tap',
    scope: () => ({ query: QUERY, state: stores.state.get() }),
    toast: () => undefined,
    confirm: async () => {
      noteUserGesture();
      tapped = true;
      return answerYes;
    },
    routerNavigate,
    campaign: { definition: { schemaVersion: 2, id: 'x', routes: ['/x'], title: 't', period: CAMPAIGN_PERIOD, actions: { shared }, page: [] }, strings: {} },
  };
  await runSteps(PREAMBLE, { ...env, gesture: true });
  await runSteps(main, env);
  return sent;
}

const carriesUrl = (args: unknown) => URL_VALUES.some((u) => JSON.stringify(args ?? null).includes(u));
const refusedForUrl = (message: string) => /page URL/.test(message);

const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
afterAll(() => warn.mockRestore());

describe('the action rules over 300 generated campaigns a run', () => {
  it('no call that leaves the page carries a URL value or lacks a tap; what the runner refuses for the URL, validation refuses', async () => {
    const seen = { sent: 0, refusedForUrl: 0, validated: 0 };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TRIGGERS), chain, chain.map(flat), fc.boolean(), async (trigger, main, shared, answerYes) => {
        warn.mockClear();
        const sent = await play(trigger, main, shared, answerYes);
        seen.sent += sent.length;
        expect(sent.filter((c) => carriesUrl(c.args))).toEqual([]);
        expect(sent.filter((c) => gestureStepName(c.what.startsWith('bridge') ? { type: 'bridge', action: c.what.slice(7) } : c.what === 'navigate' ? { type: 'navigate', to: '/x' } : { type: 'api', method: 'POST', path: '/x' }) && !c.tapped)).toEqual([]);
        const runtimeRefusals = warn.mock.calls.map((c) => String(c[0])).filter(refusedForUrl);
        if (runtimeRefusals.length === 0) return;
        seen.refusedForUrl += 1;
        const loaded = loadCampaign({ file: 'c.json', text: actionCampaignText(trigger, [...PREAMBLE, ...main], shared), strings: ACTION_CAMPAIGN_STRINGS }, tickerRegistry);
        seen.validated += 1;
        expect(loaded.ok ? [] : loaded.errors.filter((e) => /page URL|URL carries/.test(e.message))).not.toEqual([]);
      }),
      { numRuns: 300 },
    );
    // The generator reaches both sides: calls that went out, and URL values the runner stopped.
    expect(seen.sent).toBeGreaterThan(30);
    expect(seen.refusedForUrl).toBeGreaterThan(50);
  }, 300_000);
});
