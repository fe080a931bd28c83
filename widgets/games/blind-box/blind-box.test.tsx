import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import BlindBox from './Component';
import { blindBoxProps } from './schema';

afterEach(cleanup);

const node = { type: 'blind-box', path: 'page[1]' };
const campaign = testCampaign({ data: { box: { path: '/activity/blindBox/index' } }, strings: { en: { title: 'Blind box' }, vi: { title: 'Hộp mù' } } });
const rose = { id: 1001, name: 'Rose', diamonds: 1 };
const board = (opened: number, over: Record<string, unknown> = {}) => ({
  boardNo: 1, boxCount: 9, opened,
  boxes: Array.from({ length: 9 }, (_, i) => ({ index: i, opened: i < opened, ...(i < opened ? { gift: rose } : {}) })),
  keys: 10, maxKeys: 12, keysExchanged: 2, gems: 1000, gemsPerKey: 20, exchangeMax: 10, refreshCost: 300, refreshNeedMore: Math.max(0, 5 - opened),
  bulk: { remaining: 9 - opened, cost: Math.floor((9 - opened) * 0.9), fullCost: 9 - opened },
  ...over,
});

function setup(responses: Record<string, unknown> = {}, locale?: 'vi') {
  return renderWithEngine(<BlindBox props={blindBoxProps.parse({ source: 'box', title: 'title' })} children={[]} node={node} />, {
    campaign,
    ...(locale ? { locale } : {}),
    responses: { '/activity/blindBox/index': board(2), ...responses },
  });
}
const posts = (calls: Array<{ path: string }>, path: string) => calls.filter((c) => c.path === `/activity/blindBox/${path}`);

describe('blind-box widget', () => {
  it('shows the board, the box count, keys, max keys, gems, the refresh cost and the bulk price', async () => {
    setup();
    expect(await screen.findByTestId('bbox-count')).toHaveTextContent('2/9 opened');
    expect(screen.getByTestId('bbox-keys')).toHaveTextContent('10');
    expect(screen.getByTestId('bbox-max-keys')).toHaveTextContent('2/12 exchanged');
    expect(screen.getByTestId('bbox-gems')).toHaveTextContent('1,000');
    expect(screen.getByRole('button', { name: 'Refresh board (300 gems)' })).toBeInTheDocument();
    expect(screen.getByTestId('bbox-open-all')).toHaveTextContent('Open all 7 for 6 keys (10% off)7 keys');
    expect(screen.getByTestId('bbox-refresh-note')).toHaveTextContent('Open 3 more boxes to unlock the refresh.');
    expect(within(screen.getByTestId('bbox-0')).getByText('Rose')).toBeInTheDocument();
  });

  it('a double tap on a box opens it once and shows its gift', async () => {
    let release: (v: unknown) => void = () => undefined;
    const { services } = setup({ 'POST /activity/blindBox/open': () => new Promise((r) => (release = r)) });
    const box = await screen.findByRole('button', { name: 'Open box 5' });
    await act(async () => {
      fireEvent.click(box);
      fireEvent.click(box);
      fireEvent.click(screen.getByRole('button', { name: 'Open box 6' }));
    });
    expect(posts(services.http.calls, 'open')).toEqual([expect.objectContaining({ method: 'POST', body: { boxIndex: 4 } })]);
    await act(async () => release({ gifts: [{ id: 1007, name: 'Crown' }], boardCleared: false, boardNo: 1, keys: 9 }));
    const dialog = await screen.findByRole('dialog', { name: 'You opened' });
    expect(within(dialog).getByText('Crown')).toBeInTheDocument();
  });

  it('bulk opening at 10% off clears the board, and the page moves on to the next board by itself', async () => {
    let index = board(8, { keys: 1, bulk: { remaining: 1, cost: 1, fullCost: 1 } });
    const { services } = setup({
      '/activity/blindBox/index': () => index,
      'POST /activity/blindBox/openAll': () => { index = { ...board(0), boardNo: 2 }; return { gifts: [rose], boardCleared: true, boardNo: 2, cost: 1 }; },
    });
    fireEvent.click(await screen.findByTestId('bbox-open-all'));
    expect(await screen.findByRole('dialog', { name: 'You opened' })).toHaveTextContent('Board cleared! On to board 2.');
    await waitFor(() => expect(screen.getByTestId('bbox-board')).toHaveTextContent('2'));
    expect(screen.getByTestId('bbox-count')).toHaveTextContent('0/9 opened');
    expect(posts(services.http.calls, 'openAll')).toHaveLength(1);
  });

  it('without a key a tap says so and sends nothing', async () => {
    const { services } = setup({ '/activity/blindBox/index': board(2, { keys: 0 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Open box 3' }));
    expect(await screen.findByText('Not enough keys: exchange more first.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('bbox-open-all'));
    expect(posts(services.http.calls, 'open')).toHaveLength(0);
    expect(posts(services.http.calls, 'openAll')).toHaveLength(0);
  });

  it('the refresh is refused below the threshold, saying how many more; above it, it is confirmed as irreversible and sent once', async () => {
    let index = board(2);
    const { services } = setup({ '/activity/blindBox/index': () => index, 'POST /activity/blindBox/refresh': () => { index = board(0, { gems: 700, keysExchanged: 0 }); return { boardNo: 1, gems: 700, maxKeys: 12 }; } });
    fireEvent.click(await screen.findByTestId('bbox-refresh'));
    expect(await screen.findByText('Refresh not allowed yet: open 3 more boxes first.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(services.http.calls, 'refresh')).toHaveLength(0);
    cleanup();
    index = board(5);
    const second = setup({ '/activity/blindBox/index': () => index, 'POST /activity/blindBox/refresh': () => { index = board(0, { gems: 700, keysExchanged: 0 }); return { boardNo: 1, gems: 700, maxKeys: 12 }; } });
    expect(await screen.findByTestId('bbox-refresh-note')).toHaveTextContent('The refresh is unlocked.');
    fireEvent.click(screen.getByTestId('bbox-refresh'));
    const ask = await screen.findByRole('dialog', { name: 'Refresh the board?' });
    expect(ask).toHaveTextContent('This cannot be undone: every box is dealt again and the max keys start over, for 300 gems.');
    await act(async () => {
      fireEvent.click(within(ask).getByRole('button', { name: 'Confirm' }));
      fireEvent.click(within(ask).getByRole('button', { name: 'Confirm' }));
    });
    expect(posts(second.services.http.calls, 'refresh')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('bbox-count')).toHaveTextContent('0/9 opened'));
    expect(screen.getByTestId('bbox-max-keys')).toHaveTextContent('0/12 exchanged');
  });

  it('the exchange needs the quantity first, shows the maximum and asks before sending', async () => {
    const { services } = setup({ 'POST /activity/blindBox/exchange': { keys: 13, gems: 940, exchangeMax: 7 } });
    await screen.findByTestId('bbox-count');
    fireEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(await screen.findByText('Enter the exchange quantity first.')).toBeInTheDocument();
    const input = screen.getByRole('spinbutton', { name: 'Keys to exchange (20 gems each)' });
    fireEvent.change(input, { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(await screen.findByText('You can exchange at most 10 keys.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Max 10' }));
    expect(input).toHaveValue(10);
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    const ask = await screen.findByRole('dialog', { name: 'Exchange keys?' });
    expect(ask).toHaveTextContent('Exchange 3 keys for 60 gems?');
    expect(posts(services.http.calls, 'exchange')).toHaveLength(0);
    fireEvent.click(within(ask).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posts(services.http.calls, 'exchange')).toEqual([expect.objectContaining({ body: { count: 3 } })]));
  });

  it('the server\'s refusal is shown as it says', async () => {
    setup({ 'POST /activity/blindBox/open': () => { throw new ApiError(2002, 'Not enough keys, please exchange more.'); } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open box 3' }));
    expect(await screen.findByText('Not enough keys, please exchange more.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loading, then an error with retry; in Vietnamese', async () => {
    let fail = true;
    setup({ '/activity/blindBox/index': () => { if (fail) throw new ApiError(500, 'Network is busy, please try later.'); return board(2); } }, 'vi');
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('bbox-count')).toHaveTextContent('Đã mở 2/9');
    expect(screen.getByRole('heading', { name: 'Hộp mù' })).toBeInTheDocument();
  });
});
