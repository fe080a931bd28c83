// The carousel's launches against the sandbox: a 10-launch is asked first naming its cost and sent once; the first
// prize comes by the guarantee and the counter starts again; short of candy the buy-candy step runs and nothing is sent.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOADING_VALUE, type ApiRequest } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import CarouselLaunch from './CarouselLaunch';
import { carouselLaunchProps } from './schema';

afterEach(cleanup);

const LAUNCH = '/activity/christmasCarousel/launch';
const CANDY_PACKS = '/activity/christmasCarousel/candyProducts';
const packReads = (calls: ApiRequest[]) => calls.filter((c) => c.path === CANDY_PACKS).length;
const launches = (calls: ApiRequest[]) => calls.filter((c) => c.path === LAUNCH);
const node = { type: 'carousel-launch', path: 'page[0]' };
const campaign = testCampaign({
  period: { start: '2020-01-01T00:00:00+08:00', end: '2099-01-01T00:00:00+08:00' },
  strings: { en: { title: 'Carousel' } },
  data: { carousel: { path: '/activity/christmasCarousel/index' } },
  // The buy-candy step as the page writes it: here, the candy packs are asked for.
  actions: { openCandy: [{ type: 'api', path: CANDY_PACKS }] },
});

function show(userId: string) {
  const { http, sandbox } = sandboxClient({ userId });
  const view = renderWithEngine(<CarouselLaunch props={carouselLaunchProps.parse({ source: 'carousel', title: 'title', rechargeAction: 'openCandy' })} children={[]} node={node} />, { campaign, http });
  return { ...view, sandbox };
}

describe('carousel-launch', () => {
  it('a 10-launch is asked first naming its cost, sent once, and brings the guaranteed first prize; the counter starts again', async () => {
    const { services, sandbox } = show('10003');
    expect(await screen.findByText('Starlight Carriage guaranteed in 5 launches (45/50)')).toBeInTheDocument();
    expect(screen.getByTestId('carousel-launch-candy')).toHaveTextContent('My candy: 200');
    fireEvent.click(screen.getByTestId('carousel-launch-10'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm draw' });
    expect(within(dialog).getByText('Draw ×10 for 100 candy?')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await act(async () => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    const result = await screen.findByTestId('draw-result');
    expect(within(result).getAllByRole('listitem')).toHaveLength(10);
    expect(within(result).getAllByText('Starlight Carriage').length).toBeGreaterThanOrEqual(1);
    expect(launches(services.http.calls)).toEqual([expect.objectContaining({ body: { count: 10 } })]);
    const state = sandbox.user('10003').domains.carousel as { pity: number; candy: number };
    expect(state.pity).toBeLessThan(10);
    await waitFor(() => expect(screen.getByTestId('carousel-launch-pity')).toHaveAttribute('data-count', String(state.pity)));
    expect(screen.getByTestId('carousel-launch-candy')).toHaveTextContent('My candy: 100');
  });

  it('while the index loads, its words paint (the count and the balance as placeholders, the launches a skeleton); the same intro then reads the count', async () => {
    let answer = (): void => undefined;
    const held = new Promise((resolve) => (answer = () => resolve({ price: 10, candy: 200, pity: { count: 45, within: 50 }, firstPrize: { name: 'Starlight Carriage' } })));
    renderWithEngine(<CarouselLaunch props={carouselLaunchProps.parse({ source: 'carousel', title: 'title', rechargeAction: 'openCandy' })} children={[]} node={node} />, { campaign, responses: { '/activity/christmasCarousel/index': () => held } });
    expect(await screen.findByRole('heading', { name: 'Carousel' })).toBeInTheDocument();
    const intro = screen.getByText(`Launch the carousel with candy: the first prize is guaranteed within ${LOADING_VALUE} launches.`);
    expect(screen.getByTestId('carousel-launch-candy')).toHaveTextContent(`My candy: ${LOADING_VALUE}`);
    expect(screen.queryByTestId('carousel-launch-1')).toBeNull();
    await act(async () => answer());
    expect(await screen.findByTestId('carousel-launch-1')).toBeEnabled();
    expect(intro).toHaveTextContent('Launch the carousel with candy: the first prize is guaranteed within 50 launches.');
    expect(screen.getByTestId('carousel-launch-candy')).toHaveTextContent('My candy: 200');
  });

  it('a double tap on ×1 sends one launch', async () => {
    const { services } = show('72001');
    const one = await screen.findByTestId('carousel-launch-1');
    await act(async () => {
      fireEvent.click(one);
      fireEvent.click(one);
    });
    await screen.findByTestId('draw-result');
    expect(launches(services.http.calls)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('carousel-launch-candy')).toHaveTextContent('My candy: 190'));
  });

  it('short of candy, the tap says so and opens the buy-candy step; nothing is launched', async () => {
    const { services } = show('10007');
    fireEvent.click(await screen.findByTestId('carousel-launch-1'));
    expect(await screen.findByText('Not enough candy, buy more candy.')).toBeInTheDocument();
    await waitFor(() => expect(packReads(services.http.calls)).toBe(1));
    expect(launches(services.http.calls)).toHaveLength(0);
  });

  it('candy spent elsewhere meanwhile: the server refuses the launch, the buy-candy step runs and the candy is read again', async () => {
    const { services, sandbox } = show('72002');
    await screen.findByText('My candy: 200');
    (sandbox.user('72002').domains.carousel as { candy: number }).candy = 5;
    fireEvent.click(screen.getByTestId('carousel-launch-1'));
    await waitFor(() => expect(launches(services.http.calls)).toHaveLength(1));
    expect(await screen.findByText('Not enough candy, buy more candy.')).toBeInTheDocument();
    await waitFor(() => expect(packReads(services.http.calls)).toBe(1));
    expect(await screen.findByText('My candy: 5')).toBeInTheDocument();
    expect(launches(services.http.calls)).toHaveLength(1);
    expect(screen.queryByTestId('draw-result')).not.toBeInTheDocument();
  });
});
