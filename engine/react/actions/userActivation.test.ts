/**
 * Rule of user activation, for every trigger and step kind: a chain a timer, a countdown, a push, the page load,
 * scrolling or an animation starts never spends money, writes, navigates or acts in the app. The loader refuses such a campaign
 * (naming the trigger and the step, with line and column), and the runner refuses the step should one slip through.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { gestureStepName } from '../../core/action-taint';
import { loadCampaign } from '../../core/load';
import { defineWidget } from '../../core/registry';
import type { ActionStep } from '../../core/types';
import { AUTOMATIC_TRIGGERS, noteUserGesture, resetUserGestures } from '../../security/gesture';
import { refusals } from '../../security/refusals';
import { ACTION_CAMPAIGN_STRINGS, actionCampaignText, CAMPAIGN_PERIOD, TRIGGERS, tickerRegistry, triggerProp } from '@testing/engine/actionCampaigns';
import { createTestServices } from '@testing/engine/createTestServices';
import { createPageStores } from '../pageStores';
import type { ActionEnv } from './ActionEnv';
import { runSteps } from './runSteps';

/** Every kind of step, with arguments the loader accepts. */
const LEAVES: ActionStep[] = [
  { type: 'api', path: '/shop/buy', method: 'POST', money: true },
  { type: 'api', path: '/marketing/info' },
  { type: 'api', path: '/marketing/egg/smash', method: 'POST' },
  { type: 'bridge', action: 'pay', args: { clientProductId: 'c1', productIdentifier: 'p1' } },
  { type: 'bridge', action: 'rechargeDiamond' },
  { type: 'bridge', action: 'rechargeBean' },
  { type: 'bridge', action: 'share', args: { channel: 'FB', url: 'https://www.facebook.com/sharer' } },
  { type: 'bridge', action: 'forward', args: { type: 9, id: 5 } },
  { type: 'bridge', action: 'createRoom' },
  { type: 'bridge', action: 'saveImage', args: { url: '/vue/a.png' } },
  { type: 'bridge', action: 'gameTicketBuy' },
  { type: 'bridge', action: 'sparkBuy' },
  { type: 'bridge', action: 'closePage' },
  { type: 'bridge', action: 'subscribe', args: { group: 'evil-group' } },
  { type: 'bridge', action: 'resizeWindow', args: { width: 1, height: 1 } },
  { type: 'bridge', action: 'setStatusBarColor', args: { color: '#000000' } },
  { type: 'bridge', action: 'postEvent', args: { event: 1 } },
  { type: 'navigate', to: '/act/christmas' },
  { type: 'setState', key: 'k', value: 1 },
  { type: 'closeModal' },
  { type: 'refetch' },
];

const leaf = fc.constantFrom(...LEAVES);
const { chain } = fc.letrec<{ step: ActionStep; chain: ActionStep[] }>((tie) => ({
  step: fc.oneof(
    { maxDepth: 3, depthIdentifier: 'chain' },
    leaf,
    fc.record({ type: fc.constant('api' as const), path: fc.constant('/marketing/info'), onSuccess: tie('chain') as fc.Arbitrary<ActionStep[]>, onFailure: tie('chain') as fc.Arbitrary<ActionStep[]> }),
    fc.record({ type: fc.constant('confirm' as const), text: fc.constant('title'), onConfirm: tie('chain') as fc.Arbitrary<ActionStep[]>, onCancel: tie('chain') as fc.Arbitrary<ActionStep[]> }),
    fc.constant<ActionStep>({ type: 'run', action: 'shared' }),
  ) as fc.Arbitrary<ActionStep>,
  chain: fc.array(tie('step') as fc.Arbitrary<ActionStep>, { minLength: 1, maxLength: 4 }),
}));

/** The same chain with `run` steps replaced (the shared action runs no other action: no loop). */
const noRuns = (steps: ActionStep[]): ActionStep[] =>
  steps.map((s) => {
    if (s.type === 'run') return { type: 'refetch' };
    const out: Record<string, unknown> = { ...s };
    for (const b of ['onSuccess', 'onFailure', 'onConfirm', 'onCancel']) if (Array.isArray(out[b])) out[b] = noRuns(out[b] as ActionStep[]);
    return out as ActionStep;
  });
const sharedChain = (chain as fc.Arbitrary<ActionStep[]>).map(noRuns);

/** The model: the chain reaches a money or app step before any confirm (a confirm's answers are taps). */
function reachesUntapped(steps: readonly ActionStep[], shared: readonly ActionStep[], seen = false): boolean {
  return steps.some((s) => {
    if (gestureStepName(s)) return true;
    if (s.type === 'run') return !seen && reachesUntapped(shared, shared, true);
    if (s.type === 'api') return reachesUntapped((s.onSuccess ?? []) as ActionStep[], shared, seen) || reachesUntapped((s.onFailure ?? []) as ActionStep[], shared, seen);
    return false;
  });
}

afterEach(() => {
  resetUserGestures();
  vi.restoreAllMocks();
});

describe('rule of user activation', () => {
  it('validation: an action run by anything but a tap that reaches a money or app step is refused, naming the trigger and the step', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRIGGERS), chain as fc.Arbitrary<ActionStep[]>, sharedChain, (trigger, main, shared) => {
        const r = loadCampaign({ file: 'c.json', text: actionCampaignText(trigger, main, shared), strings: ACTION_CAMPAIGN_STRINGS }, tickerRegistry);
        const refused = (r.ok ? [] : r.errors).filter((e) => e.message.includes('money, write, navigation and app steps run only from a user'));
        const expected = trigger !== 'tap' && reachesUntapped(main, shared);
        expect(refused.length).toBe(expected ? 1 : 0);
        if (expected) {
          expect(refused[0]).toMatchObject({ file: 'c.json', path: `page[0].props.${triggerProp(trigger)}`, line: expect.any(Number), col: expect.any(Number) });
          expect(refused[0]!.message).toMatch(/runs (on a timer|on a push from the server|when the page loads|on scrolling|when an animation ends) with no tap, and reaches (money api|api POST|bridge|navigate to) \S+ at actions\.\w+\[\d+\]/);
        }
        if (!expected) expect(r.ok ? [] : r.errors).toEqual([]);
      }),
      { numRuns: 60 },
    );
    // Sixty campaigns loaded: a busy machine needs more than the default time.
  }, 180_000);

  it('run time: every money or app call that leaves the page follows a tap (the one that started the chain, or an answer to a dialog)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TRIGGERS), chain as fc.Arbitrary<ActionStep[]>, sharedChain, fc.boolean(), async (trigger, main, shared, answerYes) => {
        resetUserGestures();
        const services = createTestServices({ responses: { 'POST /shop/buy': {}, '/marketing/info': {}, 'POST /marketing/egg/smash': {} } });
        let tapped = trigger === 'tap';
        const sent: { type: string; action?: string; money?: boolean; method?: string; path?: string; tapped: boolean }[] = [];
        const call = services.bridge.call.bind(services.bridge);
        services.bridge.call = (action, args) => {
          sent.push({ type: 'bridge', action, tapped });
          return call(action, args);
        };
        // A navigation leaves the page too: it is recorded like the calls.
        services.navigate = () => void sent.push({ type: 'navigate', tapped });
        const request = services.http.request.bind(services.http);
        services.http.request = (req) => {
          if (req.path === '/shop/buy') sent.push({ type: 'api', money: true, path: req.path, tapped });
          else if (req.method === 'POST') sent.push({ type: 'api', method: 'POST', path: req.path, tapped });
          return request(req);
        };
        const env: ActionEnv = {
          services,
          stores: createPageStores(),
          gesture: trigger === 'tap',
          scope: () => ({}),
          toast: () => undefined,
          // The user answers the dialog with a tap.
          confirm: async () => {
            noteUserGesture();
            tapped = true;
            return answerYes;
          },
          campaign: { definition: { schemaVersion: 2, id: 'x', routes: ['/x'], title: 't', period: CAMPAIGN_PERIOD, actions: { shared }, page: [] }, strings: {} },
        };
        await runSteps(main, env);
        expect(sent.filter((c) => gestureStepName(c) && !c.tapped)).toEqual([]);
        // A tap lets the first step through when it is one.
        if (trigger === 'tap' && gestureStepName(main[0])) expect(sent.length).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });

  it('run time: a countdown-style run refuses every money, write, navigation and app step, logs why and sends nothing; the same steps from a tap are sent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const steps = LEAVES.filter((s) => gestureStepName(s));
    for (const gesture of [false, true]) {
      const services = createTestServices({ responses: { 'POST /shop/buy': {}, 'POST /marketing/egg/smash': {} }, env: { production: true } });
      const routerNavigate = vi.fn();
      const env: ActionEnv = { services, stores: createPageStores(), gesture, scope: () => ({}), toast: () => undefined, confirm: async () => true, routerNavigate };
      for (const step of steps) await runSteps([step], env);
      expect(services.bridge.calls.map((c) => c.action)).toEqual(gesture ? ['pay', 'rechargeDiamond', 'rechargeBean', 'share', 'forward', 'createRoom', 'saveImage', 'gameTicketBuy', 'sparkBuy', 'closePage', 'subscribe', 'resizeWindow', 'setStatusBarColor'] : []);
      expect(services.http.calls.map((c) => c.path)).toEqual(gesture ? ['/shop/buy', '/marketing/egg/smash'] : []);
      expect(routerNavigate).toHaveBeenCalledTimes(gesture ? 1 : 0);
    }
    expect(warn).toHaveBeenCalledWith("[actions] bridge pay refused: the chain was not started by a user's tap");
    expect(warn).toHaveBeenCalledWith("[actions] api POST /marketing/egg/smash refused: the chain was not started by a user's tap");
    expect(warn).toHaveBeenCalledWith("[actions] navigate to /act/christmas refused: the chain was not started by a user's tap");
    expect(warn).toHaveBeenCalledWith("[actions] bridge closePage refused: the chain was not started by a user's tap");
    // The development panel lists each refusal.
    expect(refusals().map((r) => r.message)).toEqual(expect.arrayContaining(["bridge subscribe refused: the chain was not started by a user's tap", "bridge setStatusBarColor refused: the chain was not started by a user's tap"]));
  });
});

describe('writes of widget-offered steps', () => {
  /** A widget step that reads, then writes through ctx.api, as a custom step of a game would. */
  const handler = async (step: Record<string, unknown>, ctx: { api(r: { path: string; method?: 'GET' | 'POST'; body?: unknown }): Promise<unknown> }) => {
    await ctx.api({ path: '/lottery/slotMachineLottery/mainPage' });
    await ctx.api({ path: String(step.path), method: 'POST', body: { n: 1 } });
  };
  const game = defineWidget({ type: 'game', version: 1, description: 'Game', props: z.object({}), component: async () => ({ default: () => null }), actions: { 'game.claim': handler } });
  const envOf = (gesture: boolean) => {
    const services = createTestServices({ registry: [game], responses: { '/lottery/slotMachineLottery/mainPage': {}, 'POST /lottery/claim': {} } });
    const env: ActionEnv = { services, stores: createPageStores(), gesture, scope: () => ({}), toast: () => undefined, confirm: async () => true };
    return { services, env };
  };

  it.each(AUTOMATIC_TRIGGERS)('a chain started by %s: the read goes out, the POST is refused with a log and never sent, the chain stops', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { services, env } = envOf(false);
    const outcome = await runSteps([{ type: 'game.claim', path: '/lottery/claim' }, { type: 'setState', key: 'after', value: 1 }], env);
    expect(outcome).toBe('stop');
    expect(services.http.calls.map((c) => `${c.method ?? 'GET'} ${c.path}`)).toEqual(['GET /lottery/slotMachineLottery/mainPage']);
    expect(env.stores.state.get().after).toBeUndefined();
    expect(warn).toHaveBeenCalledWith("[actions] game.claim: POST /lottery/claim refused: the chain was not started by a user's tap");
  });

  it("a chain a user's tap started: the POST is sent", async () => {
    const { services, env } = envOf(true);
    expect(await runSteps([{ type: 'game.claim', path: '/lottery/claim' }], env)).toBe('ok');
    expect(services.http.calls.map((c) => `${c.method ?? 'GET'} ${c.path}`)).toEqual(['GET /lottery/slotMachineLottery/mainPage', 'POST /lottery/claim']);
  });

  it.each(['../../sandbox/control', '/vue/../sandbox/control', 'https://evil.example/x', '/lottery/{{query.p}}', '{{query.whole}}', '/lottery/{{state.fromUrl}}'])('a tap cannot send a write to the path %s either', async (path) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { services, env } = envOf(true);
    env.scope = () => ({ query: { p: 'claim', whole: '/lottery/claim' }, state: { fromUrl: 'claim' } });
    env.stores.tainted.add('fromUrl');
    expect(await runSteps([{ type: 'game.claim', path }], env)).toBe('stop');
    expect(services.http.calls.map((c) => c.path)).toEqual(['/lottery/slotMachineLottery/mainPage']);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[actions\] game\.claim: api path '.*' refused: /));
  });
});
