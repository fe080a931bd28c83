import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@engine';
import { createFakeHttp, createTestQueryClient, renderWithEngine } from '@testing/engine';
import { apiQueryOptions } from '../../../engine/react/hooks/useApiQuery';
import SlotMachine from './Component';
import { slotMachine } from './index';
import { slotMachineProps } from './schema';
import { ACT, HOSTILE, indexInfo, node, NOW, pageCalls, setup, fakePush } from '@testing/widgets/slotMachineTest';

beforeEach(() => localStorage.clear());

describe('slot-machine widget: the round, its board and its states', () => {
  it('shows the round, betting countdown, prizes with my bets, previous results, MVP and today\'s income', async () => {
    const { services } = setup();
    await screen.findByText('Place your bets');
    expect(screen.getByRole('timer')).toHaveTextContent('25s');
    // Let the page's pending effects and answers settle, so the clock moves a round that is fully loaded.
    await act(async () => {});
    act(() => services.clock.advance(5000));
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('20s'));
    expect(screen.getByTestId('my-bet-101')).toHaveTextContent('Mine: 100 · 1 medal');
    expect(screen.getByTestId('slot-previous')).toHaveTextContent('Mango');
    expect(screen.getByTestId('slot-income')).toHaveTextContent('1.5K');
    expect(services.http.calls[0]).toMatchObject({ params: { actType: 'P10000', currentType: 1 } });
  });

  it('its data need is the request the game reads: started with the page, the game does not ask again', async () => {
    const http = createFakeHttp({ '/lottery/bigEaterAct/indexInfo': indexInfo() });
    const queryClient = createTestQueryClient();
    const props = slotMachineProps.parse({ currentType: '3' });
    await Promise.all(slotMachine.requests!(props).map((req) => queryClient.prefetchQuery(apiQueryOptions(http, req))));
    expect(http.calls).toEqual([{ path: '/lottery/bigEaterAct/indexInfo', params: { actType: 'P10000', currentType: 3 } }]);
    renderWithEngine(<SlotMachine props={props} children={[]} node={node} />, { now: NOW, services: { http, queryClient, push: fakePush().open } });
    await screen.findByText('Place your bets');
    expect(screen.getByTestId('my-bet-101')).toHaveTextContent('Mine: 100 · 1 medal');
    expect(pageCalls(http.calls)).toBe(1);
  });

  it('hostile user names are shown as inert text', async () => {
    const { container } = setup();
    expect(await screen.findByText(HOSTILE)).toBeInTheDocument();
    expect(container.querySelector('img[onerror]')).toBeNull();
  });

  it('the countdown is timed from when the main page came in, not from when it is shown', async () => {
    const queryClient = createTestQueryClient();
    const http = createFakeHttp({ '/lottery/bigEaterAct/indexInfo': indexInfo() });
    const request = { path: '/lottery/bigEaterAct/indexInfo', params: { actType: 'P10000', currentType: 1 } };
    // Prefetched (as the page does before hydration), then shown 4 s later.
    const realNow = Date.now;
    await queryClient.prefetchQuery(apiQueryOptions(http, request));
    const shownAt = realNow() + 4_000;
    Date.now = () => shownAt;
    try {
      renderWithEngine(<SlotMachine props={slotMachineProps.parse({})} children={[]} node={node} />, { now: NOW + 4_000, services: { http, queryClient, push: fakePush().open } });
      expect(await screen.findByRole('timer')).toHaveTextContent('21s');
    } finally {
      Date.now = realNow;
    }
  });

  it('with ctype golden beans (3) the balance, the confirmation and the winnings name golden beans', async () => {
    const { push } = setup({ '/lottery/bigEaterAct/indexInfo': indexInfo({ walletDiamond: 5000 }) }, { currentType: '3' });
    expect(await screen.findByText('Golden beans')).toBeInTheDocument();
    expect(screen.queryByText('Diamonds')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bet on Durian' }));
    expect(screen.getByText('Bet 100 golden beans on Durian?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    push.send({ actNo: ACT, status: 40, resultViewLeftSeconds: 10, extInfo: { actPrize: { id: 101, name: 'Durian', recordType: 1 }, prizeUsers: [{ userId: '10001', diamonds: 500 }], top: [] } });
    expect(await screen.findByText('You won 500 golden beans!')).toBeInTheDocument();
  });

  it('my bets read with the language\'s plural forms (Vietnamese has one form)', async () => {
    renderWithEngine(<SlotMachine props={slotMachineProps.parse({})} children={[]} node={node} />, {
      now: NOW, locale: 'vi', responses: { '/lottery/bigEaterAct/indexInfo': indexInfo() }, services: { push: fakePush().open },
    });
    await waitFor(() => expect(screen.getByTestId('my-bet-101')).toHaveTextContent('Của tôi: 100 · 1 huy chương'));
    expect(screen.getByText('Kim cương')).toBeInTheDocument();
  });

  it('game over 999 closes betting with a come-back-tomorrow note', async () => {
    setup({ '/lottery/bigEaterAct/indexInfo': indexInfo({ status: 999, betLeftSeconds: 0 }) });
    expect(await screen.findByText("Today's rounds are over. Come back tomorrow!")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bet on Durian' })).toBeDisabled();
  });

  it('a network failure shows "Network is busy, please try later." and retry recovers', async () => {
    let fail = true;
    setup({ '/lottery/bigEaterAct/indexInfo': () => { if (fail) throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' }); return indexInfo(); } });
    expect(await screen.findByText('Network is busy, please try later.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Place your bets')).toBeInTheDocument();
  });

  it('while the round loads, the board keeps the game\'s place: eight prizes for Rapid King, four chickens for Cockfight', () => {
    const pending = () => new Promise(() => {});
    const board = (variant: string) => {
      const { container, unmount } = renderWithEngine(<SlotMachine props={slotMachineProps.parse({ variant })} children={[]} node={node} />, {
        now: NOW, responses: { '/lottery/bigEaterAct/indexInfo': pending }, services: { push: fakePush().open },
      });
      const count = container.querySelectorAll('.sm-skel--prize').length;
      unmount();
      return count;
    };
    expect(board('rapid-king')).toBe(8);
    expect(board('cockfight')).toBe(4);
  });

  it('cockfight names the chicken types and shows the result in a modal', async () => {
    const { push } = setup(
      { '/lottery/bigEaterAct/indexInfo': indexInfo({ prizeConfigs: ['zero', 'ninja', 'normal', 'weak'].map((name, i) => ({ id: 201 + i, name })), userPrizeBets: [], actPrizeRecords: [] }) },
      { actType: 'P10001', variant: 'cockfight' },
    );
    expect(await screen.findByRole('button', { name: 'Bet on Ninja Chicken' })).toBeInTheDocument();
    push.send({ actNo: ACT, status: 40, resultViewLeftSeconds: 10, extInfo: { actPrize: { id: 204 }, prizeUsers: [], top: [] } });
    const dialog = screen.getByRole('dialog', { name: 'Fight result' });
    expect(dialog).toHaveTextContent('Winner: Weak Chicken');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
