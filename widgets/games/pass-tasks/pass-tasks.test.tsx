import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import PassTasks from './Component';
import { readTasks } from './passTasks';
import { passTasksProps } from './schema';

const TASKS = '/activity/diamondPass/userTaskList';
const node = { type: 'pass-tasks', path: 'page[4].children[1].children[1]' };
const campaign = testCampaign({ data: { tasks: { path: TASKS } }, actions: { recharge: [{ type: 'toast', text: 'common:widgets.diamond-pass.go' }] } });
const rows = [
  { id: 1, kind: 'blue', name: 'Log in today', exp: 10, doneCount: 1, maxCount: 1, state: 'done' },
  { id: 4, kind: 'purple', name: 'Send 100 diamonds of gifts', exp: 30, doneCount: 4, maxCount: 15, state: 'ongoing' },
  { id: 6, kind: 'purple', name: 'Top up 9.99 USD for a premium pass', exp: 0, premiumReward: true, doneCount: 0, maxCount: 1, state: 'ongoing' },
];
const show = (premium: boolean, answer: unknown = rows) =>
  renderWithEngine(<PassTasks props={passTasksProps.parse({ source: 'tasks', premium, goAction: 'recharge' })} children={[]} node={node} />, { campaign, responses: { [TASKS]: answer } });

describe('pass-tasks', () => {
  it('blue tasks count once a day, purple ones up to 15 times', () => {
    const tasks = readTasks([{ id: 2, kind: 'blue', name: 'a', exp: 20, doneCount: 3 }, { id: 4, kind: 'purple', name: 'b', exp: 30, doneCount: 15 }])!;
    expect(tasks.map((t) => [t.done, t.max, t.finished])).toEqual([[1, 1, true], [15, 15, true]]);
  });

  it('shows each task with its EXP, count and state', async () => {
    const { container } = show(false);
    expect(await screen.findByText('Send 100 diamonds of gifts')).toBeInTheDocument();
    expect(screen.getByText('4/15')).toBeInTheDocument();
    expect(screen.getByText('+30 EXP')).toBeInTheDocument();
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(screen.getByText('Reward: premium pass')).toBeInTheDocument();
    expect(screen.getByText('Up to 15 times')).toBeInTheDocument();
    expect(screen.getByText('Once')).toBeInTheDocument();
    expect([...container.querySelectorAll('[data-kind]')].map((el) => el.getAttribute('data-kind'))).toEqual(['blue', 'purple', 'purple']);
  });

  it('premium owners get 1000 diamonds instead of the premium-pass task reward', async () => {
    show(true);
    expect(await screen.findByText('Premium owned: 1,000 diamonds instead')).toBeInTheDocument();
    expect(screen.queryByText('Reward: premium pass')).toBeNull();
  });

  it('"Go" shows for unfinished tasks only and runs the configured action (here a toast)', async () => {
    show(false);
    const go = await screen.findAllByRole('button', { name: 'Go' });
    expect(go).toHaveLength(2);
    fireEvent.click(go[0]!);
    await waitFor(() => expect(screen.getAllByText('Go').length).toBeGreaterThan(2));
  });

  it('"Go" runs the action named for the task\'s id; a task named nowhere, with no default, has no button', async () => {
    const tasks = [
      { id: 1, kind: 'blue', name: 'Log in today', exp: 10, doneCount: 0, maxCount: 1, state: 'ongoing' },
      { id: 2, kind: 'blue', name: 'Send any gift', exp: 20, doneCount: 0, maxCount: 1, state: 'ongoing' },
      { id: 5, kind: 'purple', name: 'Top up any amount', exp: 50, doneCount: 0, maxCount: 15, state: 'ongoing' },
    ];
    const actions = { rooms: [{ type: 'toast' as const, text: 'To the rooms' }], recharge: [{ type: 'toast' as const, text: 'To the recharge' }] };
    renderWithEngine(<PassTasks props={passTasksProps.parse({ source: 'tasks', goActions: { '2': 'rooms', '5': 'recharge' } })} children={[]} node={node} />, {
      campaign: testCampaign({ data: { tasks: { path: TASKS } }, actions }),
      responses: { [TASKS]: tasks },
    });
    const row = async (name: string) => (await screen.findByText(name)).closest('li')!;
    expect(within(await row('Log in today')).queryByRole('button', { name: 'Go' })).toBeNull();
    fireEvent.click(within(await row('Send any gift')).getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('To the rooms')).toBeInTheDocument();
    fireEvent.click(within(await row('Top up any amount')).getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('To the recharge')).toBeInTheDocument();
  });

  it('shows the empty state when there are no tasks', async () => {
    show(false, []);
    expect(await screen.findByText('No tasks right now.')).toBeInTheDocument();
  });

  it('a network failure shows the network text with a retry', async () => {
    show(false, () => {
      throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
    });
    expect(await screen.findByText('Network is busy, please try later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
