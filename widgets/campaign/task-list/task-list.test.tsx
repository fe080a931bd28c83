import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import TaskList from './Component';
import { taskList } from './index';
import { taskListProps } from './schema';
import { taskState } from './taskRows';

afterEach(cleanup);

const node = { type: 'task-list', path: 'page[6]' };
const campaign = testCampaign({
  actions: {
    claim: [{ type: 'api', path: '/activity/spark/receiveTaskReward', method: 'POST', params: { taskId: '{{state.task.taskId}}' } }],
    goRoom: [{ type: 'api', path: '/marketing/go', method: 'POST' }],
  },
});
const tasks = [
  { taskId: 't1', name: 'Send 5 gifts', current: 2, target: 5, status: 'ongoing', reward: '+10 points' },
  { taskId: 't2', name: 'Open the app', current: 1, target: 1, status: 'done', reward: '+5 points' },
  { taskId: 't3', name: 'Stay 10 minutes in a room', current: 10, target: 10, status: 'claimed' },
];

describe('task-list', () => {
  it('reads ongoing, done and claimed tasks (text or 0/1/2 statuses)', () => {
    expect(taskState({ status: 'ongoing' })).toBe('ongoing');
    expect(taskState({ status: 1 })).toBe('done');
    expect(taskState({ status: 'claimed' })).toBe('claimed');
    expect(taskState({}, 3, 3)).toBe('done');
    expect(taskState({}, 1, 3)).toBe('ongoing');
  });

  it('shows progress, a claim button on done tasks and a done mark on claimed ones', () => {
    const props = taskListProps.parse({ tasks, claimAction: 'claim', goAction: 'goRoom' });
    const { container } = renderWithEngine(<TaskList props={props} children={[]} node={node} />, { campaign });
    const rows = [...container.querySelectorAll('li')] as HTMLElement[];
    expect(within(rows[0]!).getByText('2/5')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Go' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(rows[2]).toHaveTextContent('Claimed');
  });

  it('claiming runs the action with the task in page state', async () => {
    const props = taskListProps.parse({ tasks, claimAction: 'claim' });
    const { services } = renderWithEngine(<TaskList props={props} children={[]} node={node} />, { campaign, responses: { 'POST /activity/spark/receiveTaskReward': {} } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(services.http.calls).toHaveLength(1));
    expect(services.http.calls[0]?.params).toEqual({ taskId: 't2' });
    expect(screen.queryByRole('button', { name: 'Go' })).toBeNull();
  });

  it('loading shows a skeleton and no tasks a localized message', () => {
    const { container, rerender } = renderWithEngine(<TaskList props={taskListProps.parse({ claimAction: 'claim' })} children={[]} node={node} />, { campaign, locale: 'th' });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    rerender(<TaskList props={taskListProps.parse({ tasks: [], claimAction: 'claim' })} children={[]} node={node} />);
    expect(screen.getByText('วันนี้ไม่มีภารกิจ')).toBeInTheDocument();
  });

  it('while loading, its placeholder is placeholderRows rows of 80 px, 8 px apart, as tall as its definition reserves; unset, a screen of rows', () => {
    const { container } = renderWithEngine(<TaskList props={taskListProps.parse({ claimAction: 'claim', placeholderRows: 6 })} children={[]} node={node} />, { campaign });
    expect([...container.querySelectorAll<HTMLElement>('.cw-skeleton__row')].map((row) => row.style.height)).toEqual(Array(6).fill('80px'));
    expect(container.querySelector<HTMLElement>('.cw-skeleton')?.style.gap).toBe('8px');
    const height = typeof taskList.skeletonHeight === 'function' ? taskList.skeletonHeight : () => 0;
    expect(height({ placeholderRows: 6, title: 'tasks' }, 0, 0)).toBe(16 + 28 + 6 * 80 + 5 * 8);
    expect(height({}, 0, 0)).toBe(16 + 10 * 80 + 9 * 8);
  });
});
