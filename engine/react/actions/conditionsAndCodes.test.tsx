import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCampaign } from '../../core/load';
import { testRegistry, validInput, VALID_YAML } from '../../core/test-registry';
import type { ActionStep } from '../../core/types';
import { ApiError } from '../../http/ApiError';
import { out, setup } from '@testing/engine/actionHarness';

/** The actions of a campaign as the loader compiles them (conditions in their compact form). */
function loadedActions(actionsYaml: string): Record<string, ActionStep[]> {
  const r = loadCampaign(validInput(VALID_YAML.replace('actions:\n', `actions:\n${actionsYaml}`)), testRegistry);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path} ${e.message}`).join('\n'));
  return r.campaign.definition.actions ?? {};
}

describe('if steps and failures by status code, as a page runs them', () => {
  it('an if step runs then when its condition holds over state, else otherwise', async () => {
    const actions = loadedActions([
      '  count:',
      "    - { type: setState, key: n, value: '{{ data.cottage.opened ?? 4 }}' }",
      `    - { type: if, test: "{{ state.n > 3 && phase == 'running' }}", then: [{ type: setState, key: saved, value: big }], else: [{ type: setState, key: saved, value: small }] }`,
      '  low:',
      "    - { type: if, test: '{{ !(state.n > 3) }}', then: [{ type: setState, key: saved, value: low }], else: [{ type: setState, key: saved, value: high }] }",
      '',
    ].join('\n').replace('data.cottage.opened ?? 4', 'data.ranking.total ?? 4'));
    const { run } = setup({ actions });
    await run('count');
    expect(out()).toBe('"big"|closed');
    await run('low');
    expect(out()).toBe('"high"|closed');
  });

  it("onFailure by code: the code's steps, other for the rest, and without other the server's own message", async () => {
    const actions = loadedActions([
      '  open:',
      '    - type: api',
      '      path: /activity/cottage/open',
      '      method: POST',
      "      onFailure: { '4002': [{ type: setState, key: saved, value: noKeys }], '4003': [{ type: toast, text: joined }] }",
      '  openAll:',
      '    - type: api',
      '      path: /activity/cottage/open',
      '      method: POST',
      '      onFailure: { other: [{ type: setState, key: saved, value: other }] }',
      '',
    ].join('\n'));
    let code = 4002;
    const { run } = setup({ actions }, { services: {}, responses: { 'POST /activity/cottage/open': () => Promise.reject(new ApiError(code, `server says ${code}`)) } });
    await run('open');
    expect(out()).toBe('"noKeys"|closed');
    code = 4009;
    await run('open');
    expect(await screen.findByText('server says 4009')).toBeInTheDocument();
    await run('openAll');
    expect(out()).toBe('"other"|closed');
  });
});
