// The task list as the limited offer uses it: recharge levels read from the sandbox, with the page's own words.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import TaskList from './Component';
import { taskListProps } from './schema';

const node = { type: 'task-list', path: 'page[3]' };
const campaign = testCampaign({
  strings: { en: { title: 'Offer', recharge: 'Recharge', get: 'Get', done: 'Done', received: 'Received!', notReached: 'Not reached' } },
  actions: {
    get: [
      {
        type: 'api', path: '/revenue/rechargeLevel/receiveProduct', method: 'POST', money: true, params: { level: '{{state.offer.level}}' }, body: {},
        onSuccess: [{ type: 'toast', text: 'received' }],
      },
    ],
    openRecharge: [{ type: 'toast', text: 'recharge' }],
  },
});
const receives = (calls: ApiRequest[]) => calls.filter((c) => c.path === '/revenue/rechargeLevel/receiveProduct');

async function show(userId: string) {
  const { http, sandbox } = sandboxClient({ userId });
  const offer = await http.request<{ rows: unknown[] }>({ path: '/revenue/rechargeLevel/levelList' });
  const props = taskListProps.parse({ tasks: offer.rows, claimAction: 'get', goAction: 'openRecharge', stateKey: 'offer', labels: { go: 'recharge', claim: 'get', claimed: 'done' } });
  const view = renderWithEngine(<TaskList props={props} children={[]} node={node} />, { campaign, http });
  return { ...view, sandbox };
}

describe('task-list as a recharge offer', () => {
  it('levels not reached offer "Recharge", with the progress in USD', async () => {
    await show('10001');
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(within(rows[0]!).getByText('Top up 0.99 USD')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('0/0.99')).toBeInTheDocument();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByText('Recharge', { selector: '[role=status] *, [role=status]' })).toBeInTheDocument();
  });

  it('a reached level sends one receive request however often "Get" is tapped, and the server credits it once', async () => {
    const { services, sandbox } = await show('10003');
    const before = sandbox.user('10003').wallet.diamond;
    const get = within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Get' });
    fireEvent.click(get);
    fireEvent.click(get);
    fireEvent.click(get);
    expect(await screen.findByText('Received!')).toBeInTheDocument();
    expect(receives(services.http.calls)).toEqual([expect.objectContaining({ params: { level: 1 } })]);
    expect(sandbox.user('10003').wallet.diamond).toBe(before + 49);
  });

  it("a week that is over (v2's last week) offers no Recharge on levels not reached, and still Get on reached ones", async () => {
    const { http } = sandboxClient({ userId: '10003' });
    const offer = await http.request<{ rows: unknown[]; previousWeekDate: string }>({ path: '/revenue/rechargeLevel/levelListV2' });
    const last = await http.request<{ rows: Array<{ state: string }> }>({ path: '/revenue/rechargeLevel/levelListV2', params: { weekDate: offer.previousWeekDate } });
    const props = taskListProps.parse({ tasks: last.rows, claimAction: 'get', stateKey: 'offer', labels: { claim: 'get', claimed: 'done', ongoing: 'notReached' } });
    renderWithEngine(<TaskList props={props} children={[]} node={node} />, { campaign, http });
    const notReached = last.rows.filter((r) => r.state === 'notYet').length;
    expect(notReached).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Recharge' })).toBeNull();
    expect(screen.getAllByText('Not reached')).toHaveLength(notReached);
    expect(screen.getAllByRole('button', { name: 'Get' })).toHaveLength(last.rows.filter((r) => r.state === 'ready').length);
  });
});
