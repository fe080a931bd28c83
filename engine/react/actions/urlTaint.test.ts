/**
 * Values the page URL carries never reach a money argument, a bridge argument, an API path or a navigate target,
 * and API paths stay under the API base: each attack of the review, replayed against the loader, the action runner
 * and the http client.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCampaign } from '../../core/load';
import { createRegistry } from '../../core/registry';
import { testRegistry, testWidgets, validInput, VALID_YAML } from '../../core/test-registry';
import type { ActionStep } from '../../core/types';
import { createHttpClient } from '../../http/createHttpClient';
import { createTestServices } from '@testing/engine/createTestServices';
import { tab, tabs } from '../layout';
import { createPageStores } from '../pageStores';
import type { ActionEnv } from './ActionEnv';
import { runSteps } from './runSteps';

const withResync = (steps: string) => VALID_YAML.replace('    - { type: slot-machine.resync }\n', `    - { type: slot-machine.resync }\n${steps}`);
const errorsOf = (text: string) => {
  const r = loadCampaign(validInput(text), testRegistry);
  return r.ok ? [] : r.errors;
};

afterEach(() => vi.restoreAllMocks());

describe('validation refuses URL input in a dangerous place', () => {
  it.each([
    ['pay chooses the product', "    - { type: bridge, action: pay, args: { clientProductId: '{{query.pid}}', productIdentifier: p } }\n", 'actions.resync[1].args', '{{query.pid}} is input the page URL carries; it cannot become a payment argument or product choice'],
    ['forward chooses the room', "    - { type: bridge, action: forward, args: { type: 9, id: '{{query.room}}' } }\n", 'actions.resync[1].args', '{{query.room}} is input the page URL carries; it cannot become a forward target'],
    ['a money call takes its amount', "    - { type: api, path: /shop/buy, method: POST, money: true, params: { count: '{{query.n ?? 1}}' } }\n", 'actions.resync[1].params', '{{query.n ?? 1}} is input the page URL carries; it cannot become a money argument'],
    ['navigate goes where the URL says', "    - { type: navigate, to: '{{query.next}}' }\n", 'actions.resync[1].to', '{{query.next}} is input the page URL carries; it cannot become a navigate target'],
    ['state set from the URL is as tainted', "    - { type: setState, key: target, value: 'x{{query.p}}' }\n    - { type: bridge, action: share, args: { channel: FB, url: '{{state.target}}' } }\n", 'actions.resync[2].args', '{{state.target}} is input the page URL carries'],
  ])('%s', (_name, steps, path, message) => {
    const found = errorsOf(withResync(steps)).find((e) => e.path === path && e.message.includes(message));
    expect(found).toMatchObject({ severity: 'error', file: 'campaigns/christmas/campaign.yaml', line: expect.any(Number), col: expect.any(Number) });
  });

  it.each([
    ["'/x/{{query.p}}'", 'a binding in the path'],
    ['/../../sandbox/control', 'a literal way out of the API base'],
    ["'/marketing/..%2f..%2fx'", 'an encoded way out'],
    ["'https://evil.example/x'", 'a scheme'],
    ["'/x?admin=1'", 'a query string'],
  ])('an api step path %s (%s) is refused; so is a data source path', (path) => {
    const step = errorsOf(withResync(`    - { type: api, path: ${path} }\n`)).find((e) => e.path === 'actions.resync[1].path');
    expect(step?.message).toContain('expected a static API path');
    const data = errorsOf(VALID_YAML.replace('path: /marketing/rankingList/getData', `path: ${path}`)).find((e) => e.path === 'data.ranking.path');
    expect(data?.message).toContain('expected a static API path');
  });

  it("a tab's room is a forward target: URL input reaching it, directly or through page state, is refused with its way", () => {
    const yaml = VALID_YAML.replace('  resync:\n', "  remember:\n    - { type: setState, key: pick, value: '{{query.r}}' }\n  resync:\n").replace(
      '  - type: modal\n',
      "  - type: tabs\n    children:\n      - { type: tab, props: { label: title, room: '{{query.room}}' } }\n      - { type: tab, props: { label: cta, room: '{{state.pick}}' } }\n      - { type: tab, props: { label: rankTitle, room: '{{data.ranking.roomId}}' } }\n  - type: modal\n",
    );
    const r = loadCampaign(validInput(yaml), createRegistry([...testWidgets, tabs, tab]));
    const errors = r.ok ? [] : r.errors;
    expect(errors.map((e) => [e.path, e.message.split(';')[0]])).toEqual([
      ['page[2].children[0].props.room', "{{query.room}} is input the page URL carries"],
      ['page[2].children[1].props.room', "{{state.pick}} is input the page URL carries"],
    ]);
    expect(errors[0]!.message).toContain("a forward target (a widget's room)");
    expect(errors[1]!.message).toMatch(/\{\{query\.r\}\} -> state\.pick at actions\.remember\[0\]/);
  });

  it('URL input stays fine where it cannot hurt: a toast value, a non-money read, state shown on the page', () => {
    expect(errorsOf(withResync("    - { type: setState, key: tab, value: '{{query.tab}}' }\n    - { type: api, path: /marketing/info, params: { tab: '{{state.tab}}' } }\n"))).toEqual([]);
  });
});

describe('the runner refuses what slipped past validation, sending nothing', () => {
  const env = (query: Record<string, string>): ActionEnv & { services: ReturnType<typeof createTestServices> } => ({
    services: createTestServices({ responses: { 'POST /shop/buy': {}, '/sandbox/control': {} }, env: { production: true } }),
    stores: createPageStores(),
    gesture: true,
    scope: () => ({ query }),
    toast: () => undefined,
    confirm: async () => true,
    routerNavigate: vi.fn(),
  });

  it.each<[string, ActionStep[]]>([
    ['pay from ?pid=', [{ type: 'bridge', action: 'pay', args: { clientProductId: '{{query.pid}}', productIdentifier: 'p' } }]],
    ['forward from ?room=', [{ type: 'bridge', action: 'forward', args: { type: 9, id: '{{query.room}}' } }]],
    ['api path from ?p=', [{ type: 'api', path: '/x/{{query.p}}', method: 'POST' }]],
    ['a literal path out of the API base', [{ type: 'api', path: '/../../sandbox/control', method: 'POST' }]],
    ['money params from the URL', [{ type: 'api', path: '/shop/buy', method: 'POST', money: true, params: { n: '{{query.n}}' } }]],
    ['navigate from ?next=', [{ type: 'navigate', to: '{{query.next}}' }]],
    ['state laundering', [{ type: 'setState', key: 'k', value: '{{query.pid}}' }, { type: 'bridge', action: 'pay', args: { clientProductId: '{{state.k}}', productIdentifier: 'p' } }]],
  ])('%s', async (_name, steps) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const e = env({ pid: 'gold-9999', room: '1', p: '../../sandbox/control', n: '99', next: 'https://evil.example' });
    expect(await runSteps(steps, e)).toBe('stop');
    expect(e.services.bridge.calls).toEqual([]);
    expect(e.services.http.calls).toEqual([]);
    expect(e.routerNavigate).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[actions\] .*refused/));
  });

  it("a value equal to what ?ref= carries is refused; the shell's settings (?lang=, ?app_immersion=) are not input", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pay: ActionStep[] = [{ type: 'bridge', action: 'pay', args: { clientProductId: 'gold-9999', productIdentifier: 'p' } }];
    const byRef = env({ ref: 'gold-9999' });
    expect(await runSteps(pay, byRef)).toBe('stop');
    expect(byRef.services.bridge.calls).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[actions\] .*refused/));
    const buy: ActionStep[] = [{ type: 'api', path: '/shop/buy', method: 'POST', money: true, params: { language: 'th', immersive: '1' } }];
    const settings = env({ lang: 'th', app_immersion: '1' });
    expect(await runSteps(buy, settings)).not.toBe('stop');
    expect(settings.services.http.calls).toHaveLength(1);
  });

  it('a navigate step to a loopback or private address goes nowhere in production; a validated campaign cannot hold one', async () => {
    const e = env({});
    const open = vi.fn();
    e.services.navigate = open;
    for (const to of ['http://127.0.0.1:8080/admin', 'http://localhost:6379/', 'http://192.168.0.1/']) {
      expect(await runSteps([{ type: 'navigate', to }], e)).toBe('stop');
      expect(errorsOf(withResync(`    - { type: navigate, to: '${to}' }\n`)).map((x) => x.message)).toContain(`navigate target '${to}' is neither a route nor an allowlisted URL`);
    }
    expect(open).not.toHaveBeenCalled();
    expect(e.routerNavigate).not.toHaveBeenCalled();
  });

  it('a user id the page URL set (?uid= of a development build) is URL-derived: it never becomes a bridge argument', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const steps: ActionStep[] = [{ type: 'bridge', action: 'forward', args: { type: 1, id: '{{user.id}}' } }];
    const fromUrl = env({});
    fromUrl.services.env.user = { id: '66666', fromUrl: true };
    expect(await runSteps(steps, { ...fromUrl, scope: () => ({ user: { id: '66666' } }) })).toBe('stop');
    expect(fromUrl.services.bridge.calls).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('{{user.id}} comes from the page URL'));
    const fromApp = env({});
    fromApp.services.env.user = { id: '10002' };
    expect(await runSteps(steps, { ...fromApp, scope: () => ({ user: { id: '10002' } }) })).toBe('ok');
    expect(fromApp.services.bridge.calls).toEqual([{ action: 'forward', args: { type: 1, id: '10002' } }]);
  });

  it('state set again from a written value is no longer tainted', async () => {
    const e = env({ pid: 'gold-9999' });
    await runSteps([{ type: 'setState', key: 'k', value: '{{query.pid}}' }, { type: 'setState', key: 'k', value: 'c1' }, { type: 'bridge', action: 'pay', args: { clientProductId: '{{state.k}}', productIdentifier: 'p' } }], { ...e, scope: () => ({ query: { pid: 'gold-9999' }, state: e.stores.state.get() }) });
    expect(e.services.bridge.calls).toEqual([{ action: 'pay', args: { clientProductId: 'c1', productIdentifier: 'p' } }]);
  });
});

describe('the http client sends nothing outside the API base', () => {
  it.each(['/../../sandbox/control', '/vue/../x', '//evil.example/x', 'https://evil.example/x', '/x?y=1', '/x/{{query.p}}', '/a/%2e%2e/b', ''])('%s is refused before any request', async (path) => {
    const fetch = vi.fn();
    const client = createHttpClient({ getHeaders: () => ({ userid: '1' }), fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(client.request({ path })).rejects.toThrow(/refused API path/);
    expect(fetch).not.toHaveBeenCalled();
  });
});
