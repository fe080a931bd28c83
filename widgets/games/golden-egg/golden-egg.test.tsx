import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import GoldenEgg from './Component';
import { goldenEggProps } from './schema';

afterEach(cleanup);

const node = { type: 'golden-egg', path: 'page[1]' };
const campaign = testCampaign({ data: { egg: { path: '/activity/goldenEgg/index' } }, strings: { en: { title: 'Golden egg' }, th: { title: 'ไข่ทองคำ' } } });
const NOW = Date.parse('2026-05-20T12:00:00+08:00');
const choosable = [
  { gift: { id: 1007, name: 'Crown', diamonds: 999 }, leftToday: 20 },
  { gift: { id: 1008, name: 'Sports Car', diamonds: 2999 }, leftToday: 5 },
  { gift: { id: 1011, name: 'Phoenix', diamonds: 19999 }, leftToday: 0 },
];
const eggIndex = (over: Record<string, unknown> = {}) => ({
  points: 500, chances: 5, freeSmash: false, pointsPerSmash: 100, canChoose: false, chosenGiftId: 1008, chosenWon: false,
  smashesTowardChosen: 19, guaranteeWithin: 20, allGiftsOut: false, resetAt: '2026-05-21T00:00:00+08:00', choosable,
  superBuy: { priceUsd: 0.99, gifts: [{ id: 1001, name: 'Rose' }, { id: 1002, name: 'Lollipop' }] },
  ...over,
});
const won = (over: Record<string, unknown> = {}) => ({ gift: { id: 1008, name: 'Sports Car', diamonds: 2999 }, golden: false, needChoice: false, chosenWon: true, equivalent: false, points: 400, chances: 4, smashesTowardChosen: 0, ...over });
const props = (over: Record<string, unknown> = {}) => goldenEggProps.parse({ source: 'egg', title: 'title', superBuy: { clientProductId: 'egg-pack', productIdentifier: 'com.app.egg.099', referer: 'goldenEgg' }, ...over });

function setup(responses: Record<string, unknown> = {}, locale?: 'th') {
  return renderWithEngine(<GoldenEgg props={props()} children={[]} node={node} />, {
    campaign,
    now: NOW,
    ...(locale ? { locale } : {}),
    responses: { '/activity/goldenEgg/index': eggIndex(), 'POST /activity/goldenEgg/smash': won(), ...responses },
  });
}
const smashes = (calls: Array<{ path: string }>) => calls.filter((c) => c.path === '/activity/goldenEgg/smash');

describe('golden-egg widget', () => {
  it('shows points, chances, the chosen gift locked until won and the 20-smash guarantee progress', async () => {
    setup();
    expect(await screen.findByTestId('egg-points')).toHaveTextContent('My points: 500');
    expect(screen.getByTestId('egg-chances')).toHaveTextContent('Chances left: 5');
    expect(screen.getByText('100 points = 1 smash')).toBeInTheDocument();
    expect(screen.getByTestId('egg-guarantee')).toHaveTextContent('1 more smash and Sports Car is sure (19/20)');
    expect(screen.getByRole('progressbar', { name: 'Guarantee progress' })).toHaveAttribute('aria-valuenow', '19');
    expect(screen.getByTestId('egg-chosen')).toHaveTextContent('Chosen gift: Sports Car');
    expect(screen.getByText('Your chosen gift can be changed after you win it.')).toBeInTheDocument();
    expect(screen.queryByTestId('egg-choose')).toBeNull();
  });

  it('a double tap on the egg sends one smash; the 20th gives the chosen gift and the animation can be skipped', async () => {
    let release: (v: unknown) => void = () => undefined;
    const { services } = setup({ 'POST /activity/goldenEgg/smash': () => new Promise((r) => (release = r)) });
    const egg = await screen.findByTestId('egg-smash');
    await act(async () => {
      fireEvent.click(egg);
      fireEvent.click(egg);
    });
    expect(smashes(services.http.calls)).toHaveLength(1);
    expect(egg).toBeDisabled();
    await act(async () => release(won()));
    const dialog = await screen.findByRole('dialog', { name: 'You won' });
    expect(within(dialog).getByTestId('egg-result')).toHaveAttribute('data-gift', '1008');
    expect(within(dialog).getByText('Your chosen gift has arrived!')).toBeInTheDocument();
    const skip = within(dialog).queryByRole('button', { name: 'Skip' });
    if (skip) fireEvent.click(skip);
    expect(await within(dialog).findByTestId('egg-result')).toHaveAttribute('data-phase', 'shown');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('over the daily limit the result says a gift worth 399 was sent instead', async () => {
    setup({ 'POST /activity/goldenEgg/smash': won({ equivalent: true, chosenWon: false, gift: { id: 1006, name: 'Equal Heart', diamonds: 399 } }) });
    fireEvent.click(await screen.findByTestId('egg-smash'));
    const dialog = await screen.findByRole('dialog', { name: 'You won' });
    expect(within(dialog).getByText("This gift is over today's limit: a gift worth 399 diamonds was sent instead.")).toBeInTheDocument();
    expect(within(dialog).getByText('Worth 399 diamonds')).toBeInTheDocument();
  });

  it('a gift worth one diamond is "Worth 1 diamond" (the plural form of the count)', async () => {
    setup({ 'POST /activity/goldenEgg/smash': won({ equivalent: true, chosenWon: false, gift: { id: 1001, name: 'Rose', diamonds: 1 } }) });
    fireEvent.click(await screen.findByTestId('egg-smash'));
    const dialog = await screen.findByRole('dialog', { name: 'You won' });
    expect(within(dialog).getByText('Worth 1 diamond')).toBeInTheDocument();
  });

  it('with no chance left a tap says to do the daily tasks and sends nothing', async () => {
    const { services } = setup({ '/activity/goldenEgg/index': eggIndex({ points: 40, chances: 0 }) });
    fireEvent.click(await screen.findByTestId('egg-smash'));
    expect(await screen.findByText('No chance left: do the daily tasks to get more.')).toBeInTheDocument();
    expect(smashes(services.http.calls)).toHaveLength(0);
  });

  it('when all of today\'s gifts are sent it says they come again tomorrow and sends nothing', async () => {
    const { services } = setup({ '/activity/goldenEgg/index': eggIndex({ allGiftsOut: true }) });
    expect(await screen.findByTestId('egg-all-out')).toHaveTextContent("All of today's gifts are sent: they will be sent again tomorrow.");
    fireEvent.click(screen.getByTestId('egg-smash'));
    await screen.findAllByText("All of today's gifts are sent: they will be sent again tomorrow.");
    expect(smashes(services.http.calls)).toHaveLength(0);
  });

  it('a new user\'s free first smash; a golden egg opens the gift choice, whose choice is sent once', async () => {
    const fresh = eggIndex({ points: 0, chances: 1, freeSmash: true, chosenGiftId: null, smashesTowardChosen: 0 });
    const { services } = setup({
      '/activity/goldenEgg/index': fresh,
      'POST /activity/goldenEgg/smash': won({ golden: true, needChoice: true, chosenWon: false, gift: { id: 1001, name: 'Rose' }, chances: 0 }),
      'POST /activity/goldenEgg/chooseGift': { chosenGiftId: 1007 },
    });
    expect(await screen.findByTestId('egg-free')).toHaveTextContent('Your first smash is free!');
    expect(screen.queryByTestId('egg-guarantee')).toBeNull();
    fireEvent.click(screen.getByTestId('egg-smash'));
    const result = await screen.findByRole('dialog', { name: 'Golden egg!' });
    expect(within(result).getByText('Now choose the gift you want.')).toBeInTheDocument();
    fireEvent.click(within(result).getByRole('button', { name: 'Choose a gift' }));
    const choice = await screen.findByRole('dialog', { name: 'Choose your gift' });
    expect(within(choice).getByText('Out today: a gift worth 399 instead')).toBeInTheDocument();
    const confirm = within(choice).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    fireEvent.click(within(choice).getByRole('radio', { name: /Crown/ }));
    await act(async () => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    const chosen = services.http.calls.filter((c) => c.path === '/activity/goldenEgg/chooseGift');
    expect(chosen).toEqual([expect.objectContaining({ method: 'POST', body: { giftId: 1007 } })]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose your gift' })).not.toBeInTheDocument());
  });

  it('once the chosen gift was won it can be changed', async () => {
    setup({ '/activity/goldenEgg/index': eggIndex({ chosenWon: true, canChoose: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Change gift' }));
    expect(await screen.findByRole('dialog', { name: 'Choose your gift' })).toBeInTheDocument();
    expect(screen.queryByTestId('egg-guarantee')).toBeNull();
  });

  it('the buy-everything offer asks the app to pay 0.99 USD once, from a tap only', async () => {
    const { services } = setup();
    const buy = await screen.findByRole('button', { name: 'Buy for USD 0.99' });
    expect(screen.getByTestId('egg-offer')).toHaveTextContent('The whole gift pack: Rose, Lollipop');
    expect(services.bridge.calls.filter((c) => c.action === 'pay')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(buy);
      fireEvent.click(buy);
    });
    const pays = () => services.bridge.calls.filter((c) => c.action === 'pay');
    await waitFor(() => expect(pays()).toHaveLength(1));
    expect(pays()[0]?.args).toMatchObject({ clientProductId: 'egg-pack', productIdentifier: 'com.app.egg.099', referer: 'goldenEgg' });
  });

  it('a refused smash shows the server\'s message and no result', async () => {
    setup({ 'POST /activity/goldenEgg/smash': () => { throw new ApiError(2004, "Today's gifts are all out of stock; they will be sent again tomorrow."); } });
    fireEvent.click(await screen.findByTestId('egg-smash'));
    expect(await screen.findByText("Today's gifts are all out of stock; they will be sent again tomorrow.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('egg-smash')).toBeEnabled());
  });

  it('loading, then an error with retry; in Thai', async () => {
    let fail = true;
    setup({ '/activity/goldenEgg/index': () => { if (fail) throw new ApiError(500, 'Network is busy, please try later.'); return eggIndex(); } }, 'th');
    const retry = await screen.findByRole('button', { name: 'ลองอีกครั้ง' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('egg-points')).toHaveTextContent('แต้มของฉัน: 500');
    expect(screen.getByRole('heading', { name: 'ไข่ทองคำ' })).toBeInTheDocument();
  });
});
