import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import Stardust from './Stardust';
import { formatInZone, zoneLabel } from './stardustCycle';
import { stardustProps } from './schema';

afterEach(cleanup);

const campaign = testCampaign({ strings: { en: { title: 'Stardust' }, th: { title: 'ละอองดาว' } } });
const node = { type: 'stardust', path: 'page[0]' };
const show = (raw: Record<string, unknown>, now: string, locale?: 'th' | 'vi') =>
  renderWithEngine(<Stardust props={stardustProps.parse(raw)} children={[]} node={node} />, { campaign, now: Date.parse(now), ...(locale ? { locale } : {}) });
const END = Date.parse('2026-12-19T22:59:00+08:00');

describe('stardust widget', () => {
  it('shows the balance, 10 stardust per Spark, and when this cycle\'s stardust is cleared, in the user\'s time zone', async () => {
    show({ amount: 1250, title: 'title' }, '2026-11-25T12:00:00+08:00');
    expect(await screen.findByRole('heading', { name: 'Stardust' })).toBeInTheDocument();
    expect(screen.getByTestId('stardust-amount')).toHaveTextContent('My stardust: 1,250');
    expect(screen.getByText('Every Spark you light earns 10 stardust.')).toBeInTheDocument();
    const expiry = screen.getByTestId('stardust-expiry');
    expect(expiry).toHaveAttribute('data-expires', String(END));
    expect(expiry).toHaveTextContent(`This cycle's stardust is cleared at ${formatInZone(END)} (${zoneLabel(END)}).`);
  });

  it('before the 20th the cycle is the one that started the month before', async () => {
    show({ amount: 0 }, '2026-12-03T08:00:00+08:00');
    expect(await screen.findByTestId('stardust-expiry')).toHaveAttribute('data-expires', String(END));
    cleanup();
    show({ amount: 0 }, '2026-12-20T00:00:00+08:00');
    expect(await screen.findByTestId('stardust-expiry')).toHaveAttribute('data-expires', String(Date.parse('2027-01-19T22:59:00+08:00')));
  });

  it('in the hour after the clearing it says the stardust was cleared and when collecting restarts', async () => {
    show({ amount: 0 }, '2026-12-19T23:10:00+08:00');
    const status = await screen.findByTestId('stardust-expiry');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent(`was cleared at ${formatInZone(END)}`);
    expect(status).toHaveTextContent(`Collecting starts again at ${formatInZone(Date.parse('2026-12-20T00:00:00+08:00'))}.`);
  });

  it('a balance that is not a number shows as unknown; without a balance only the rules show', async () => {
    show({ amount: 'n/a' }, '2026-11-25T12:00:00+08:00');
    expect(await screen.findByTestId('stardust-amount')).toHaveTextContent('My stardust: unknown');
    cleanup();
    show({}, '2026-11-25T12:00:00+08:00');
    await screen.findByTestId('stardust-expiry');
    expect(screen.queryByTestId('stardust-amount')).toBeNull();
  });

  it('reads in the page language', async () => {
    show({ amount: 30, title: 'title' }, '2026-11-25T12:00:00+08:00', 'th');
    expect(await screen.findByText('ละอองดาวของฉัน: 30')).toBeInTheDocument();
    expect(screen.getByText('จุด Spark แต่ละครั้งได้รับละอองดาว 10')).toBeInTheDocument();
  });
});
