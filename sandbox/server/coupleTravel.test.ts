// @vitest-environment node
// Couple travel through HTTP: the couple's shared tasks and progress, claims once a task is done (by either
// partner, once), the trip moving a stop per claim, and "Please find your CP first" for a user without a couple.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Json } from '@testing/sandbox/startHarness';
import { NO_COUPLE_STATUS } from '../core/handlers/coupleTravel';

const AT = Date.parse('2027-05-12T12:00:00+08:00');
type Obj = Record<string, Json>;

describe('Couple travel', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); h.setTime(AT); });
  afterEach(() => h.close());

  const post = (path: string, user: string, body: unknown) => h.call(`/activity/coupleTravel/${path}`, { method: 'POST', user, body });
  const index = (user: string) => h.ok<Obj>('/activity/coupleTravel/index', { user });

  it('a user without a couple has no tasks and reads "Please find your CP first" on a claim', async () => {
    expect(await index('10002')).toMatchObject({ hasCp: false, tasks: [] });
    expect(await post('claim', '10002', { taskId: 1 })).toMatchObject({ status: NO_COUPLE_STATUS, message: 'Please find your CP first' });
  });

  it('both partners see the same progress; a task is claimed when done, once, and the trip moves a stop', async () => {
    const before = await index('10005');
    expect(before).toMatchObject({ hasCp: true, partner: { userId: '10006' }, stop: 0 });
    expect(before.tasks[1]).toMatchObject({ taskId: 2, current: 0, target: 520, status: 'ongoing' });
    expect(await post('claim', '10005', { taskId: 2 })).toMatchObject({ message: 'Complete this task first.' });
    await post('act', '10006', { taskId: 2, amount: 300 });
    expect((await index('10005')).tasks[1]).toMatchObject({ current: 300, status: 'ongoing' });
    await post('act', '10005', { taskId: 2, amount: 300 });
    expect((await index('10006')).tasks[1]).toMatchObject({ current: 520, status: 'done' });
    expect(await post('claim', '10006', { taskId: 2 })).toMatchObject({ status: 0, message: 'Reward received, it will be sent to your account.' });
    expect(await post('claim', '10005', { taskId: 2 })).toMatchObject({ message: 'Reward already received.' });
    expect(await index('10005')).toMatchObject({ stop: 1, tasks: [{}, { status: 'claimed' }, {}, {}] });
  });

  it('nothing is claimed outside the event', async () => {
    h.setTime(Date.parse('2027-05-24T00:00:00+08:00'));
    expect(await post('claim', '10005', { taskId: 1 })).toMatchObject({ message: 'Event has ended.' });
  });
});
