import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import ChristmasLottery from './ChristmasLottery';
import { christmasLotteryProps } from './schema';

afterEach(cleanup);

/** A stand-in server: the index, the records, and a draw that answers its prizes. */
const responses = {
  '/activity/christmasLottery/index': { price: 1, batches: [1, 10], draws: 1000, offers: [{ count: 1, priceUsd: 0.99, clientProductId: 'lottery_1', productIdentifier: 'com.lottery.1' }, { count: 10, priceUsd: 9.9, clientProductId: 'lottery_10', productIdentifier: 'com.lottery.10' }] },
  '/activity/christmasLottery/records': { list: [] },
  'POST /activity/christmasLottery/draw': (req: { body?: unknown }) => ({ prizes: Array.from({ length: (req.body as { count: number }).count }, (_, i) => ({ id: i, name: `Prize ${i + 1}`, value: 10 })) }),
};

const node = { type: 'christmas-lottery', path: 'page[0]' };
const setup = (answers: Record<string, unknown>) => renderWithEngine(<ChristmasLottery props={christmasLotteryProps.parse({})} children={[]} node={node} />, { campaign: testCampaign(), responses: answers });

describe('christmas-lottery', () => {
  it('while the index loads, the title and the offer show over one placeholder for the balance and the buttons', () => {
    const { container } = renderWithEngine(<ChristmasLottery props={christmasLotteryProps.parse({ title: 'lotteryTitle' })} children={[]} node={node} />, {
      campaign: testCampaign({ strings: { en: { title: 'Test campaign', lotteryTitle: 'Christmas lottery' } } }), responses: { ...responses, '/activity/christmasLottery/index': () => new Promise(() => {}) },
    });
    expect(screen.getByRole('heading', { name: 'Christmas lottery' })).toBeInTheDocument();
    expect(screen.getByText('Christmas lottery: 0.99 USD a draw, 9.9 USD for ten.')).toBeInTheDocument();
    expect([...container.querySelectorAll<HTMLElement>('.cw-skeleton__row')].map((row) => row.style.height)).toEqual(['80px']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a double tap on a draw sends one draw; its prizes show in the result; the index is read again', async () => {
    const { services } = setup(responses);
    const one = await screen.findByTestId('christmas-lottery-draw-1');
    await act(async () => {
      fireEvent.click(one);
      fireEvent.click(one);
    });
    const result = await screen.findByTestId('draw-result');
    expect(within(result).getAllByRole('listitem')).toHaveLength(1);
    expect(services.http.calls.filter((c) => c.path === '/activity/christmasLottery/draw')).toHaveLength(1);
    await waitFor(() => expect(services.http.calls.filter((c) => c.path === '/activity/christmasLottery/index')).toHaveLength(2));
  });

  it('a refused draw shows what the server says and no result', async () => {
    setup({ ...responses, 'POST /activity/christmasLottery/draw': () => { throw new ApiError(2001, 'The draw is closed.'); } });
    fireEvent.click(await screen.findByTestId('christmas-lottery-draw-1'));
    expect(await screen.findByText('The draw is closed.')).toBeInTheDocument();
    expect(screen.queryByTestId('draw-result')).not.toBeInTheDocument();
  });

  it('a batch not paid yet is bought through the app from the tap, once on a double tap, and sends no draw', async () => {
    const { services } = setup({ ...responses, '/activity/christmasLottery/index': { ...responses['/activity/christmasLottery/index'], draws: 3 } });
    const ten = await screen.findByTestId('christmas-lottery-draw-10');
    expect(ten).toHaveTextContent('Buy ×10 · 9.9 USD');
    await act(async () => {
      fireEvent.click(ten);
      fireEvent.click(ten);
    });
    await waitFor(() => expect(services.bridge.calls.filter((c) => c.action === 'pay')).toHaveLength(1));
    expect(services.bridge.calls.find((c) => c.action === 'pay')?.args).toMatchObject({ clientProductId: 'lottery_10', productIdentifier: 'com.lottery.10' });
    expect(services.http.calls.filter((c) => c.path === '/activity/christmasLottery/draw')).toHaveLength(0);
  });
});
