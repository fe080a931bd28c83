import { describe, expect, it } from 'vitest';
import { readCampaignHead, type CampaignHead } from './campaign-head';
import { checkCampaignSet, routeKey } from './campaign-set';
import { VALID_YAML } from './test-registry';

const head = (file: string, routes: string[], id?: string): CampaignHead => ({
  file,
  routes: routes.map((value, i) => ({ value, line: 4, col: 10 + i * 10 })),
  keepAlive: false,
  ...(id ? { id: { value: id, line: 3, col: 5 } } : {}),
});

describe('readCampaignHead', () => {
  it('reads id, routes (with positions) and keepAlive of a valid file', () => {
    const h = readCampaignHead('a/campaign.yaml', `${VALID_YAML}keepAlive: true\n`);
    expect(h).toEqual({ file: 'a/campaign.yaml', id: { value: 'christmas', line: 3, col: 5 }, routes: [{ value: '/act/christmas', line: 4, col: 10 }], keepAlive: true, hub: { parts: [], sections: ['rules'] } });
  });

  it('reads them from a file that does not validate or has a YAML syntax error elsewhere', () => {
    const broken = VALID_YAML.replace('limit: 30', 'limit: [30').replace('- type: button', '- type: buton');
    expect(readCampaignHead('f', broken).routes.map((r) => r.value)).toEqual(['/act/christmas']);
    const badIndent = VALID_YAML.replace('  - type: button\n', '  - type: button\n bad: indent: here\n');
    expect(readCampaignHead('f', badIndent).routes.map((r) => r.value)).toEqual(['/act/christmas']);
  });

  it('reads the v1 `route`, block lists and JSON, and leaves invalid routes out', () => {
    expect(readCampaignHead('f', 'schemaVersion: 1\nroute: /act/x\n').routes.map((r) => r.value)).toEqual(['/act/x']);
    expect(readCampaignHead('f', 'routes:\n  - /act/a\n  - "/act/b"\n  - not a route\n').routes.map((r) => r.value)).toEqual(['/act/a', '/act/b']);
    expect(readCampaignHead('f', '{"id": "j", "routes": ["/act/j"]}').routes).toEqual([{ value: '/act/j', line: 1, col: 24 }]);
    expect(readCampaignHead('f', '').routes).toEqual([]);
  });

  it('falls back to the lines of a file the YAML parser cannot read at all', () => {
    const text = 'schemaVersion: 2\nroutes: [/act/a, /act/b]\npage: [\n  {{{\n';
    expect(readCampaignHead('f', text).routes.map((r) => r.value)).toEqual(['/act/a', '/act/b']);
  });
});

describe('checkCampaignSet', () => {
  it('finds nothing wrong in distinct campaigns', () => {
    expect(checkCampaignSet([head('a.yaml', ['/act/a'], 'a'), head('b.yaml', ['/act/b', '/act/b/:id'], 'b')], { pages: ['/payments/:userCode'] })).toEqual([]);
  });

  it('reports a route of two campaigns on both files, naming the other', () => {
    const issues = checkCampaignSet([head('campaigns/a/campaign.yaml', ['/act/x'], 'a'), head('campaigns/b/campaign.yaml', ['/act/y', '/act/x'], 'b')]);
    expect(issues).toEqual([
      { severity: 'error', file: 'campaigns/a/campaign.yaml', path: 'routes[0]', message: 'route /act/x is also a route of campaigns/b/campaign.yaml; only one page can show at a route', expected: 'a route no other campaign uses', found: '/act/x', line: 4, col: 10 },
      { severity: 'error', file: 'campaigns/b/campaign.yaml', path: 'routes[1]', message: 'route /act/x is also a route of campaigns/a/campaign.yaml; only one page can show at a route', expected: 'a route no other campaign uses', found: '/act/x', line: 4, col: 20 },
    ]);
  });

  it('matches routes as the router does: parameter names do not matter', () => {
    expect(routeKey('/act/:userId')).toBe(routeKey('/act/:code'));
    const [e] = checkCampaignSet([head('a.yaml', ['/act/:userId']), head('b.yaml', ['/act/:code'])]);
    expect(e?.message).toBe('route /act/:userId is also a route of b.yaml (/act/:code); only one page can show at a route');
  });

  it('reports an id of two campaigns on both files', () => {
    const issues = checkCampaignSet([head('a.yaml', ['/act/a'], 'same'), head('b.yaml', ['/act/b'], 'same')]);
    expect(issues.map((i) => [i.file, i.path, i.message])).toEqual([
      ['a.yaml', 'id', "campaign id 'same' is also the id of b.yaml; each campaign needs its own id"],
      ['b.yaml', 'id', "campaign id 'same' is also the id of a.yaml; each campaign needs its own id"],
    ]);
  });

  it('reports a route listed twice by one campaign', () => {
    expect(checkCampaignSet([head('a.yaml', ['/act/a', '/act/a'])]).map((i) => i.message)).toEqual(['route /act/a is listed twice']);
  });

  it('refuses the route of a platform page and warns on a platform redirect', () => {
    const issues = checkCampaignSet([head('a.yaml', ['/payments/:code', '/diamond-pass', '/slot-machine/index'])], { pages: ['/payments/:userCode'], redirects: ['/diamond-pass'] });
    expect(issues.map((i) => [i.severity, i.path, i.message])).toEqual([
      ['error', 'routes[0]', 'route /payments/:code is the route of the platform page /payments/:userCode (the platform\'s route table), which the campaign would hide; choose another route'],
      ['warning', 'routes[1]', 'route /diamond-pass is a platform redirect (the platform\'s route table), which the campaign replaces'],
    ]);
  });
});
