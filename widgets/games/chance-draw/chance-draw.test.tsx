import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import ChanceDraw from './ChanceDraw';
import { chanceDrawProps } from './schema';

afterEach(cleanup);

/** A stand-in server: the index with its draws left, and a draw that answers its prizes. */
const responses = {
  '/activity/bff/freeDraw': { chances: 3, batches: [1, 10] },
  'POST /activity/bff/draw': (req: { body?: unknown }) => ({ prizes: Array.from({ length: (req.body as { count: number }).count }, (_, i) => ({ id: i, name: `Prize ${i + 1}`, count: 1 })) }),
};

const node = { type: 'chance-draw', path: 'page[0]' };
const setup = (answers: Record<string, unknown>) => renderWithEngine(<ChanceDraw props={chanceDrawProps.parse({})} children={[]} node={node} />, { campaign: testCampaign(), responses: answers });

describe('chance-draw', () => {
  it('a double tap on a draw sends one draw; its prizes show in the result; the index is read again', async () => {
    const { services } = setup(responses);
    expect(await screen.findByText('Draws left: 3')).toBeInTheDocument();
    const one = await screen.findByTestId('chance-draw-draw-1');
    await act(async () => {
      fireEvent.click(one);
      fireEvent.click(one);
    });
    const result = await screen.findByTestId('draw-result');
    expect(within(result).getAllByRole('listitem')).toHaveLength(1);
    expect(services.http.calls.filter((c) => c.path === '/activity/bff/draw')).toHaveLength(1);
    await waitFor(() => expect(services.http.calls.filter((c) => c.path === '/activity/bff/freeDraw')).toHaveLength(2));
  });

  it('a batch larger than the draws left sends nothing and says how many are left', async () => {
    const { services } = setup(responses);
    fireEvent.click(await screen.findByTestId('chance-draw-draw-10'));
    expect(await screen.findByText('Not enough draws left: you have 3.')).toBeInTheDocument();
    expect(services.http.calls.filter((c) => c.path === '/activity/bff/draw')).toHaveLength(0);
  });

  it('a refused draw shows what the server says and no result', async () => {
    setup({ ...responses, 'POST /activity/bff/draw': () => { throw new ApiError(2001, 'The draw is closed.'); } });
    fireEvent.click(await screen.findByTestId('chance-draw-draw-1'));
    expect(await screen.findByText('The draw is closed.')).toBeInTheDocument();
    expect(screen.queryByTestId('draw-result')).not.toBeInTheDocument();
  });
});
