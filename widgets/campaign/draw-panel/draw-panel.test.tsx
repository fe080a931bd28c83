import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import DrawPanel from './Component';
import { drawPanelProps } from './schema';
import { useLocalState, type WidgetComponentProps } from '@engine';
import type { DrawPanelProps } from './schema';

afterEach(cleanup);

const node = { type: 'draw-panel', path: 'page[3]' };
const draw = (n: number) => [{ type: 'api' as const, path: '/activity/spark/draw', method: 'POST' as const, money: true, body: { drawNum: n }, saveAs: 'drawResult' }];
const campaign = testCampaign({ actions: { draw1: draw(1), draw10: draw(10), draw50: draw(50) } });
const raw = { batches: [{ count: 1, action: 'draw1', price: 100 }, { count: 10, action: 'draw10', price: 990 }, { count: 50, action: 'draw50', price: 4900 }] };

/** The panel as a page renders it: results bound to {{state.drawResult.resultPrizes}}. */
function Bound({ props }: WidgetComponentProps<DrawPanelProps>) {
  const [result] = useLocalState<{ resultPrizes?: unknown[] }>('drawResult');
  return <DrawPanel props={{ ...props, results: result?.resultPrizes as DrawPanelProps['results'] }} children={[]} node={node} />;
}

describe('draw-panel', () => {
  it('offers batches of 1, 10 and 50 with their prices', () => {
    renderWithEngine(<DrawPanel props={drawPanelProps.parse(raw)} children={[]} node={node} />, { campaign });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Draw ×1, 100', 'Draw ×10, 990', 'Draw ×50, 4.9K']);
  });

  it('a batch with its own words says them, with its count', () => {
    const words = testCampaign({ actions: { draw1: draw(1), draw10: draw(10) }, strings: { en: { title: 'Mine', digN: 'Dig ×{count}' } } });
    const props = drawPanelProps.parse({ batches: [{ count: 1, action: 'draw1', price: 1, label: 'digN' }, { count: 10, action: 'draw10', price: 10 }] });
    renderWithEngine(<DrawPanel props={props} children={[]} node={node} />, { campaign: words });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Dig ×1, 1', 'Draw ×10, 10']);
  });

  it('money single-flight: a second tap while a draw is in flight does nothing, then the prizes are revealed', async () => {
    let release: (v: unknown) => void = () => undefined;
    const answer = () => new Promise((r) => (release = r));
    const { services } = renderWithEngine(<Bound props={drawPanelProps.parse(raw)} children={[]} node={node} />, { campaign, responses: { 'POST /activity/spark/draw': answer } });
    const ten = screen.getByRole('button', { name: /×10,/ });
    await act(async () => {
      fireEvent.click(ten);
      fireEvent.click(ten);
      fireEvent.click(screen.getByRole('button', { name: /×1,/ }));
    });
    expect(ten).toBeDisabled();
    // The one draw is on its way (the step runner may still have been loading at the taps): then it is answered.
    await waitFor(() => expect(services.http.calls).toHaveLength(1));
    await act(async () => release({ resultPrizes: [{ name: 'Rose', count: 8 }, { name: '<b>Castle</b>', count: 2 }] }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(dialog).getByText('Rose')).toBeInTheDocument();
    expect(within(dialog).getByText('×8')).toBeInTheDocument();
    expect(within(dialog).getByText('<b>Castle</b>')).toBeInTheDocument();
    expect(ten).toBeEnabled();
  });

  it('a double tap on 50 sends one draw of 50', async () => {
    const { services } = renderWithEngine(<Bound props={drawPanelProps.parse(raw)} children={[]} node={node} />, { campaign, responses: { 'POST /activity/spark/draw': { resultPrizes: [] } } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /×50/ }));
      fireEvent.click(screen.getByRole('button', { name: /×50/ }));
    });
    expect(services.http.calls).toHaveLength(1);
    expect(services.http.calls[0]?.body).toEqual({ drawNum: 50 });
  });
});
