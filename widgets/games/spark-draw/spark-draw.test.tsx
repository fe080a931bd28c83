import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@engine';
import { createBridge } from '../../../engine/bridge/createBridge';
import { noteUserGesture } from '../../../engine/security/gesture';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { androidWindow } from '@testing/engine/testWindows';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import RecordList from '../../campaign/record-list/Component';
import { recordListProps } from '../../campaign/record-list/schema';
import SparkDraw from './Component';
import { sparkDraw } from './index';
import { sparkDrawProps } from './schema';

afterEach(cleanup);

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const node = { type: 'spark-draw', path: 'page[1]' };
const campaign = testCampaign({ strings: { en: { title: 'Stars', special: 'Special pool', normal: 'Normal pool' } } });
const raw = { pools: [{ category: 20000, label: 'special' }, { category: 10000, label: 'normal' }] };

const prizes = (n: number) => Array.from({ length: n }, (_, i) => ({ prizeConfigId: 70100 + i, name: `Gift ${i}`, prizeConfigType: i === 0 ? 3 : i < 3 ? 2 : 1, special: i === 0, diamonds: 100 * (n - i) }));

function config(over: Record<string, unknown> = {}) {
  return {
    actConfigId: 702, drawStatus: 1, drawStart: '2026-11-20T00:00:00+08:00', drawEnd: '2026-12-19T22:59:00+08:00',
    jpIntervalNum: 70, userJpIntervalNum: 12, rareIntervalNum: 10, userRareIntervalNum: 3, sparkCount: 25,
    allPrizeConfigs: prizes(12),
    ...over,
  };
}

const drawAnswer = (n: number, over: Record<string, unknown> = {}) => ({
  resultPrizes: Array.from({ length: n }, (_, i) => ({ prizeConfigId: 70200 + i, name: `Won ${i}`, prizeConfigType: 1 })),
  sparkCount: 25 - n, userJpIntervalNum: 12 + n, userRareIntervalNum: 3 + n, jpIntervalNum: 70, rareIntervalNum: 10,
  ...over,
});

function setup(responses: Record<string, unknown> = {}, opts: { platform?: 'ios' | 'android' | 'browser' } = {}) {
  const view = renderWithEngine(<SparkDraw props={sparkDrawProps.parse(raw)} children={[]} node={node} />, {
    campaign,
    now: NOW,
    responses: { '/activity/spark/getDrawConfig': config(), 'POST /activity/spark/draw': drawAnswer(10), ...responses },
  });
  if (opts.platform === 'browser') view.services.bridge.respond('sparkBuy', { ok: false, reason: 'not-in-app' });
  return view;
}

const draws = (calls: Array<{ path: string; method?: string }>) => calls.filter((c) => c.path === '/activity/spark/draw');

describe('spark-draw widget', () => {
  it('the page asks for the first pool\'s config as it loads', () => {
    expect(sparkDraw.requests?.(sparkDrawProps.parse(raw))).toEqual([{ path: '/activity/spark/getDrawConfig', params: { actCategory: 20000 } }]);
  });

  it('shows the spark count, the pity progress and the prize list folded, best first, special marked', async () => {
    setup();
    expect(await screen.findByTestId('spark-count')).toHaveTextContent('My Sparks: 25');
    expect(screen.getByTestId('spark-pity-limited')).toHaveTextContent('Lighten 58 more times: a limited prize is sure (12/70)');
    expect(screen.getByTestId('spark-pity-rare')).toHaveTextContent('Lighten 7 more times: a rare or better prize is sure (3/10)');
    const list = screen.getByRole('heading', { name: 'Prize list' }).parentElement!;
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Special');
    const unfold = screen.getByRole('button', { name: 'Show all 12 prizes' });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(unfold);
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
  });

  it('money single-flight: a double tap on ×10 sends one draw of 10 for the pool\'s config; the result shows, the animation can be skipped', async () => {
    let release: (v: unknown) => void = () => undefined;
    const { services } = setup({ 'POST /activity/spark/draw': () => new Promise((r) => (release = r)) });
    const ten = await screen.findByRole('button', { name: /Lighten ×10,/ });
    fireEvent.click(ten);
    fireEvent.click(ten);
    // A batch above one spark is asked first, naming its cost; Confirm sends once however often it is tapped.
    const ask = await screen.findByRole('dialog', { name: 'Confirm draw' });
    expect(ask).toHaveTextContent('Draw ×10 for 10 Sparks?');
    const confirm = within(ask).getByRole('button', { name: 'Confirm' });
    await act(async () => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
      fireEvent.click(screen.getByRole('button', { name: /Lighten ×1,/ }));
    });
    expect(draws(services.http.calls)).toHaveLength(1);
    expect(draws(services.http.calls)[0]).toMatchObject({ method: 'POST', body: { actConfigId: 702, drawNum: 10 } });
    expect(ten).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Normal pool' })).toBeDisabled();
    await act(async () => release(drawAnswer(10)));
    const dialog = await screen.findByRole('dialog', { name: 'You lit up!' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    const skip = within(dialog).queryByRole('button', { name: 'Skip' });
    if (skip) fireEvent.click(skip);
    expect(await within(dialog).findByTestId('draw-result')).toHaveAttribute('data-phase', 'shown');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the pity progress and spark count move with the draw\'s answer', async () => {
    setup({ 'POST /activity/spark/draw': drawAnswer(1), '/activity/spark/getDrawConfig': config() });
    fireEvent.click(await screen.findByRole('button', { name: /Lighten ×1,/ }));
    expect(await screen.findByText('My Sparks: 24')).toBeInTheDocument();
    expect(screen.getByTestId('spark-pity-limited')).toHaveAttribute('data-count', '13');
    expect(screen.getByTestId('spark-pity-rare')).toHaveAttribute('data-count', '4');
  });

  it('without enough sparks a tap opens the app\'s Spark buy sheet and sends no draw', async () => {
    const { services } = setup({ '/activity/spark/getDrawConfig': config({ sparkCount: 3 }) });
    fireEvent.click(await screen.findByRole('button', { name: /Lighten ×10,/ }));
    await act(async () => undefined);
    expect(services.bridge.calls.map((c) => c.action)).toEqual(['sparkBuy']);
    expect(draws(services.http.calls)).toHaveLength(0);
  });

  it('in a plain browser the user reads that sparks are bought in the app', async () => {
    setup({ '/activity/spark/getDrawConfig': config({ sparkCount: 0 }) }, { platform: 'browser' });
    fireEvent.click(await screen.findByRole('button', { name: /Lighten ×1,/ }));
    expect(await screen.findByText('Not enough Sparks. Open this page in the app to buy Sparks.')).toBeInTheDocument();
  });

  it('in a plain browser the Buy Sparks button says sparks are bought in the app, not that they are short', async () => {
    setup({ '/activity/spark/getDrawConfig': config({ sparkCount: 190 }) }, { platform: 'browser' });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Sparks' }));
    expect(await screen.findByText('Sparks are bought in the app: open this page in the app to buy them.')).toBeInTheDocument();
    expect(screen.queryByText(/Not enough Sparks/)).toBeNull();
  });

  it('the free-spark tip and the buy button reach the app only from a tap', async () => {
    const { services } = setup();
    await screen.findByTestId('spark-count');
    expect(services.bridge.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Free Sparks' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy Sparks' }));
    await act(async () => undefined);
    expect(services.bridge.calls.map((c) => c.action)).toEqual(['sparkTipAlert', 'sparkBuy']);
  });

  it('10 fast taps on Buy Sparks inside the app open one Spark buy sheet', async () => {
    const { win, sent } = androidWindow();
    const bridge = createBridge({ win, mayActForUser: () => true });
    renderWithEngine(<SparkDraw props={sparkDrawProps.parse(raw)} children={[]} node={node} />, {
      campaign, now: NOW, services: { bridge }, responses: { '/activity/spark/getDrawConfig': config() },
    });
    const buy = await screen.findByRole('button', { name: 'Buy Sparks' });
    for (let i = 0; i < 10; i += 1) {
      noteUserGesture();
      fireEvent.click(buy);
    }
    await waitFor(() => expect(sent.filter((m) => m.action === 'sparkBuy')).toHaveLength(1));
    // Every tap has been answered (the same open sheet): none sends a second request.
    await act(async () => undefined);
    expect(sent.filter((m) => m.action === 'sparkBuy')).toHaveLength(1);
  });

  it('not drawable when drawStatus is not 1, before drawStart or after drawEnd: the buttons are off and say why', async () => {
    setup({ '/activity/spark/getDrawConfig': config({ drawStatus: 0 }) });
    expect(await screen.findByTestId('spark-unavailable')).toHaveTextContent('Lightening is not available right now.');
    expect(screen.getByRole('button', { name: /Lighten ×10,/ })).toBeDisabled();
    cleanup();
    setup({ '/activity/spark/getDrawConfig': config({ drawEnd: '2026-11-25T11:00:00+08:00' }) });
    expect(await screen.findByTestId('spark-unavailable')).toHaveTextContent('Lightening has ended for this period.');
    cleanup();
    setup({ '/activity/spark/getDrawConfig': config({ drawStart: '2026-11-26T00:00:00+08:00' }) });
    expect(await screen.findByTestId('spark-unavailable')).toHaveTextContent(/^Lightening opens at \d{4}-\d\d-\d\d \d\d:\d\d \(UTC([+-]\d+(:\d\d)?)?\)$/);
  });

  it('a refused draw shows the server\'s message and no result', async () => {
    setup({ 'POST /activity/spark/draw': () => { throw new ApiError(2002, 'Not enough Sparks, please buy more.'); } });
    fireEvent.click(await screen.findByRole('button', { name: /Lighten ×10,/ }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm draw' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Not enough Sparks, please buy more.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /Lighten ×10,/ })).toBeEnabled());
  });

  it('switching pools reads that pool\'s config', async () => {
    const { services } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Normal pool' }));
    await screen.findByTestId('spark-count');
    const asked = services.http.calls.filter((c) => c.path === '/activity/spark/getDrawConfig').map((c) => c.params?.actCategory);
    expect(asked).toEqual([20000, 10000]);
  });

  it('loading, then an error with retry', async () => {
    let fail = true;
    setup({ '/activity/spark/getDrawConfig': () => { if (fail) throw new ApiError(500, 'Network is busy, please try later.'); return config(); } });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('spark-count')).toBeInTheDocument();
  });
});

describe('spark-draw and the records', () => {
  it('a draw has the records read again: a records list on screen shows the new prizes at once', async () => {
    const { http, sandbox } = sandboxClient({ userId: '41010' });
    sandbox.grant({ userId: '41010', sparks: 5 });
    const records = recordListProps.parse({ kind: 'prizes', path: '/activity/spark/listUserPrizeRecord', pageParam: 'pageNum', sizeParam: 'pageSize' });
    renderWithEngine(
      <>
        <SparkDraw props={sparkDrawProps.parse({ pools: [{ category: 10000, label: 'normal' }] })} children={[]} node={node} />
        <RecordList props={records} children={[]} node={{ type: 'record-list', path: 'page[2]' }} />
      </>,
      { campaign, http, now: NOW },
    );
    expect(await screen.findByText('No prizes yet')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /Lighten ×1,/ }));
    const dialog = await screen.findByRole('dialog', { name: 'You lit up!' });
    const won = within(dialog).getAllByRole('listitem')[0]!.querySelector('.draw-result__name')!.textContent!;
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(document.querySelectorAll('.cw-records__row')).toHaveLength(1));
    expect(document.querySelector('.cw-records__row')).toHaveTextContent(won);
  });
});
