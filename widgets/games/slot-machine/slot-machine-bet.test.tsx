import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@engine';
import { renderWithEngine } from '@testing/engine';
import { roundFromPage } from './roundMachine';
import { readRoundPage } from './roundPage';
import { DOUBLE_TAP_MS } from './useBet';
import { ACT, betCalls, BetProbe, indexInfo, NO_PROMPT_KEY, NOW, openPrize, setup } from '@testing/widgets/slotMachineTest';

beforeEach(() => localStorage.clear());

describe('slot-machine bets: confirmation, single flight, balance and failures', () => {
  it('asks for confirmation; "don\'t ask again" sets the game\'s no-prompt flag; the local counts rise by the buy item', async () => {
    const { services } = setup();
    fireEvent.click(await screen.findByRole('radio', { name: '1K' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bet on Durian' }));
    expect(screen.getByText('Bet 1K diamonds on Durian?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: "Don't ask again" }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('my-bet-101')).toHaveTextContent('Mine: 1.1K · 11 medals'));
    const bets = services.http.calls.filter((c) => c.path === '/lottery/bigEaterAct/bet');
    expect(bets).toEqual([expect.objectContaining({ method: 'POST', body: { actType: 'P10000', actNo: ACT, currentType: 1, medalConfigId: 2, prizeConfigId: 101 } })]);
    expect(localStorage.getItem(NO_PROMPT_KEY)).toBe('1');
    // The board reopens once the first bet is through (money single-flight); a tap on a closed board is no bet.
    fireEvent.click(await openPrize('Mango'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('my-bet-102')).toHaveTextContent('Mine: 1K · 10 medals'));
  });

  it('a push that closes betting closes the bet confirmation, and nothing is sent', async () => {
    const { push, services } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Bet on Durian' }));
    expect(screen.getByText('Bet 100 diamonds on Durian?')).toBeInTheDocument();
    push.send({ actNo: ACT, status: 30 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Drawing the result…')).toBeInTheDocument();
    // The countdown reaching zero afterwards does not settle the round again or send anything.
    await act(async () => services.clock.advance(30_000));
    expect(betCalls(services.http.calls)).toEqual([]);
  });

  it('a confirmation given after betting closed tells the user and sends nothing', async () => {
    const page = readRoundPage(indexInfo())!;
    const betting = roundFromPage(page, NOW);
    const { rerender, services } = renderWithEngine(<BetProbe state={betting} page={page} />, { now: NOW });
    fireEvent.click(screen.getByRole('button', { name: 'tap' }));
    expect(screen.getByText('asking')).toBeInTheDocument();
    rerender(<BetProbe state={{ ...betting, status: 30 }} page={page} />);
    fireEvent.click(screen.getByRole('button', { name: 'confirm' }));
    expect(await screen.findByText('Betting is closed for this round.')).toBeInTheDocument();
    expect(screen.queryByText('asking')).toBeNull();
    expect(betCalls(services.http.calls)).toEqual([]);
  });

  it('after a successful bet the Diamonds balance is the one the answer reports, or lower by the bet', async () => {
    localStorage.setItem(NO_PROMPT_KEY, '1');
    let answer: Record<string, unknown> = { actNo: ACT, walletDiamond: 80_000 };
    setup({ 'POST /lottery/bigEaterAct/bet': () => answer });
    expect(await screen.findByTestId('slot-wallet')).toHaveTextContent('88K');
    const realNow = Date.now;
    const start = realNow();
    Date.now = () => start;
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Bet on Mango' }));
      await waitFor(() => expect(screen.getByTestId('slot-wallet')).toHaveTextContent('80K'));
      answer = { actNo: ACT };
      // A second, deliberate bet: later than a double tap, once the board has reopened.
      Date.now = () => start + DOUBLE_TAP_MS;
      fireEvent.click(screen.getByRole('radio', { name: '1K' }));
      fireEvent.click(await openPrize('Mango'));
      await waitFor(() => expect(screen.getByTestId('slot-wallet')).toHaveTextContent('79K'));
    } finally {
      Date.now = realNow;
    }
  });

  it('a double tap on a prize sends one bet request (money single-flight)', async () => {
    localStorage.setItem(NO_PROMPT_KEY, '1');
    let release: (v: unknown) => void = () => {};
    const { services } = setup({ 'POST /lottery/bigEaterAct/bet': () => new Promise((r) => (release = r)) });
    const cell = await screen.findByRole('button', { name: 'Bet on Mango' });
    fireEvent.click(cell);
    fireEvent.click(cell);
    await act(async () => release({ actNo: ACT }));
    await waitFor(() => expect(screen.getByTestId('my-bet-102')).toHaveTextContent('Mine: 100 · 1 medal'));
    expect(services.http.calls.filter((c) => c.path === '/lottery/bigEaterAct/bet')).toHaveLength(1);
  });

  it(`with "don't ask again", taps within ${DOUBLE_TAP_MS} ms are one bet even when the first answer came back at once`, async () => {
    localStorage.setItem(NO_PROMPT_KEY, '1');
    const { services } = setup();
    const cell = await screen.findByRole('button', { name: 'Bet on Mango' });
    const realNow = Date.now;
    let t = realNow();
    Date.now = () => t;
    try {
      fireEvent.click(cell);
      await waitFor(() => expect(screen.getByTestId('my-bet-102')).toHaveTextContent('Mine: 100 · 1 medal'));
      // The board is open again (the bet's flight is over), so only the double-tap rule can drop these taps.
      await openPrize('Mango');
      t += 80;
      fireEvent.click(cell);
      t += 80;
      fireEvent.click(cell);
      // A tap that went out would have closed the board until its answer.
      expect(cell).toBeEnabled();
      expect(betCalls(services.http.calls)).toHaveLength(1);
      // A deliberate second bet, later, is a bet.
      t += DOUBLE_TAP_MS;
      fireEvent.click(cell);
      await waitFor(() => expect(betCalls(services.http.calls)).toHaveLength(2));
    } finally {
      Date.now = realNow;
    }
  });

  it('a bet above the known balance sends nothing and offers the app\'s top-up for the game\'s currency', async () => {
    const { services } = setup({ '/lottery/bigEaterAct/indexInfo': indexInfo({ walletDiamond: 50 }) }, { currentType: '3' });
    fireEvent.click(await screen.findByRole('button', { name: 'Bet on Durian' }));
    expect(await screen.findByText('Not enough golden beans. Top up now?')).toBeInTheDocument();
    expect(screen.queryByText(/^Bet 100/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(services.bridge.calls.map((c) => c.action)).toEqual(['rechargeBean']));
    expect(betCalls(services.http.calls)).toEqual([]);
  });

  it('a failed bet shows the server message and counts nothing', async () => {
    localStorage.setItem(NO_PROMPT_KEY, '1');
    setup({ 'POST /lottery/bigEaterAct/bet': () => { throw new ApiError(3, 'Not enough diamonds'); } });
    fireEvent.click(await screen.findByRole('button', { name: 'Bet on Mango' }));
    expect(await screen.findByText('Not enough diamonds')).toBeInTheDocument();
    expect(screen.getByTestId('my-bet-102')).toHaveTextContent('No bet yet');
  });
});
