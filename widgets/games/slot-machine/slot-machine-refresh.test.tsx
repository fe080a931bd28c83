import { Activity } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithEngine } from '@testing/engine';
import { useApiQuery } from '../../../engine/react/hooks/useApiQuery';
import { useHostEvents } from '@platform/shell/useHostEvents';
import SlotMachine from './Component';
import { slotMachineProps } from './schema';
import { ACT, atRest, campaign, HOSTILE, indexInfo, node, NO_PROMPT_KEY, NOW, pageCalls, setup, fakePush } from '@testing/widgets/slotMachineTest';

beforeEach(() => localStorage.clear());

describe('slot-machine page reads: kept alive, pushes, results and the web refresh', () => {
  it('a kept-alive game shown again keeps its bets and balance, and asks for the current round', async () => {
    localStorage.setItem(NO_PROMPT_KEY, '1');
    const push = fakePush();
    let answer: unknown = indexInfo();
    const game = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <SlotMachine props={slotMachineProps.parse({})} children={[]} node={node} />
      </Activity>
    );
    const { rerender, services } = renderWithEngine(game('visible'), {
      now: NOW,
      campaign,
      env: { user: { id: '10001' } },
      responses: { '/lottery/bigEaterAct/indexInfo': () => answer, 'POST /lottery/bigEaterAct/bet': { actNo: ACT } },
      services: { push: push.open },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bet on Mango' }));
    await waitFor(() => expect(screen.getByTestId('my-bet-102')).toHaveTextContent('Mine: 100'));
    expect(screen.getByTestId('slot-wallet')).toHaveTextContent('87.9K');
    const asked = pageCalls(services.http.calls);
    let release: (v: unknown) => void = () => {};
    answer = new Promise((r) => (release = r));
    rerender(game('hidden'));
    await act(async () => services.clock.advance(2_000));
    const realNow = Date.now;
    Date.now = () => realNow() + 2_000;
    try {
      rerender(game('visible'));
    } finally {
      Date.now = realNow;
    }
    await waitFor(() => expect(pageCalls(services.http.calls)).toBe(asked + 1));
    // While the current round is asked for, the game is as the user left it, its countdown still right.
    expect(screen.getByTestId('my-bet-102')).toHaveTextContent('Mine: 100');
    expect(screen.getByTestId('slot-wallet')).toHaveTextContent('87.9K');
    expect(screen.getByRole('timer')).toHaveTextContent('23s');
    await act(async () => release(indexInfo({ betLeftSeconds: 23, walletDiamond: 87_900, userPrizeBets: [{ prizeConfigId: 101, betDiamond: 100, medalCount: 1 }, { prizeConfigId: 102, betDiamond: 100, medalCount: 1 }] })));
    expect(screen.getByTestId('my-bet-102')).toHaveTextContent('Mine: 100');
    expect(screen.getByRole('timer')).toHaveTextContent('23s');
  });

  it('a kept-alive game shown again after its answer went stale, or after a web refresh while hidden, asks for the round once', async () => {
    function Shell({ mode }: { mode: 'visible' | 'hidden' }) {
      useHostEvents();
      return (
        <Activity mode={mode}>
          <SlotMachine props={slotMachineProps.parse({})} children={[]} node={node} />
        </Activity>
      );
    }
    const { rerender, services } = renderWithEngine(<Shell mode="visible" />, {
      now: NOW,
      responses: { '/lottery/bigEaterAct/indexInfo': indexInfo() },
      services: { push: fakePush().open },
    });
    await screen.findByText('Place your bets');
    await act(async () => {});
    const realNow = Date.now;
    let shift = 0;
    Date.now = () => realNow() + shift;
    try {
      // Hidden longer than an answer stays fresh: showing the game again reads its round page, and the game's own
      // ask for the current round is that same read.
      rerender(<Shell mode="hidden" />);
      shift += 6_000;
      act(() => services.clock.advance(6_000));
      rerender(<Shell mode="visible" />);
      await waitFor(() => expect(pageCalls(services.http.calls)).toBe(2));
      await atRest(services);
      expect(pageCalls(services.http.calls)).toBe(2);
      // The app's web refresh while the game is hidden: read once when the game shows again.
      rerender(<Shell mode="hidden" />);
      act(() => services.bridge.emit('refresh', undefined));
      shift += 2_000;
      act(() => services.clock.advance(2_000));
      rerender(<Shell mode="visible" />);
      await waitFor(() => expect(pageCalls(services.http.calls)).toBe(3));
      await atRest(services);
      expect(pageCalls(services.http.calls)).toBe(3);
    } finally {
      Date.now = realNow;
    }
  });

  it('pushes drive settling and the result (own winnings, top); stale and foreign pushes are dropped', async () => {
    const { push } = setup();
    await screen.findByText('Place your bets');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bet on Durian' })).toBeEnabled());
    push.send({ actNo: ACT, status: 30 }, { msgId: 5 });
    expect(screen.getByText('Drawing the result…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bet on Durian' })).toBeDisabled();
    push.send({ actNo: ACT, status: 20, betLeftSeconds: 9 }, { msgId: 4 });
    push.send({ actNo: ACT, status: 20, betLeftSeconds: 9 }, { msgId: 9, to: 'other-room' });
    expect(screen.getByText('Drawing the result…')).toBeInTheDocument();
    push.send({ actNo: ACT, status: 40, resultViewLeftSeconds: 10, extInfo: { actPrize: { id: 101, recordType: 1 }, prizeUsers: [{ userId: '10001', diamonds: 2500 }], top: [{ userId: '10001', name: 'Me', diamonds: 2500 }] } }, { msgId: 6 });
    expect(screen.getByTestId('slot-result')).toHaveTextContent('Winner: Durian');
    expect(screen.getByText('You won 2.5K diamonds!')).toBeInTheDocument();
  });

  it('the main page fetched again during the result keeps the round\'s top winners and own winnings', async () => {
    const { push, services } = setup();
    await screen.findByText('Place your bets');
    services.http.respond({ '/lottery/bigEaterAct/indexInfo': indexInfo({ status: 40, betLeftSeconds: 0, resultViewLeftSeconds: 9, actPrizeRecords: [{ actNo: ACT, prizeConfigId: 101, recordType: 1 }], userPrize: { prizeDiamondCount: 2500 } }) });
    push.send({ actNo: ACT, status: 40, resultViewLeftSeconds: 10, extInfo: { actPrize: { id: 101, recordType: 1 }, prizeUsers: [{ userId: '10001', diamonds: 2500 }, { userId: '8', diamonds: 900 }], top: [{ userId: '10001', name: 'Me', diamonds: 2500 }, { userId: '8', name: 'Bo', diamonds: 900 }] } });
    await waitFor(() => expect(pageCalls(services.http.calls)).toBe(2));
    await act(async () => {});
    const result = screen.getByTestId('slot-result');
    expect(result).toHaveTextContent('Top winners');
    expect(result).toHaveTextContent('Me');
    expect(result).toHaveTextContent('Bo');
    expect(result).not.toHaveTextContent(HOSTILE);
    expect(screen.getByText('You won 2.5K diamonds!')).toBeInTheDocument();
  });

  it('a page opened during a result shows the prize and own winnings, not today\'s income leaders as winners', async () => {
    setup({ '/lottery/bigEaterAct/indexInfo': indexInfo({ status: 40, betLeftSeconds: 0, resultViewLeftSeconds: 6, actPrizeRecords: [{ actNo: ACT, prizeConfigId: 102, recordType: 1 }], userPrize: { prizeDiamondCount: 500 } }) });
    const result = await screen.findByTestId('slot-result');
    expect(result).toHaveTextContent('Winner: Mango');
    expect(result).toHaveTextContent('You won 500 diamonds!');
    expect(result).not.toHaveTextContent('Top winners');
    expect(result).not.toHaveTextContent(HOSTILE);
  });

  it('a push for another round, a reconnection and the end of the result view fetch the main page again', async () => {
    const { push, services } = setup({ '/lottery/bigEaterAct/indexInfo': indexInfo({ status: 40, betLeftSeconds: 0, resultViewLeftSeconds: 3 }) });
    await screen.findByText("This round's result");
    expect(pageCalls(services.http.calls)).toBe(1);
    services.http.respond({ '/lottery/bigEaterAct/indexInfo': indexInfo({ actNo: ACT + 1, userPrizeBets: [] }) });
    await act(async () => services.clock.advance(3000));
    await screen.findByText('Place your bets');
    expect(pageCalls(services.http.calls)).toBe(2);
    expect(screen.getByTestId('my-bet-101')).toHaveTextContent('No bet yet');
    act(() => services.clock.advance(2000));
    push.send({ actNo: ACT + 2, status: 20, betLeftSeconds: 30 });
    await waitFor(() => expect(pageCalls(services.http.calls)).toBe(3));
    act(() => services.clock.advance(2000));
    push.reconnect();
    await waitFor(() => expect(pageCalls(services.http.calls)).toBe(4));
  });

  it("the app's web refresh asks for the main page once, and the page's other reads once each", async () => {
    // The shell around the page (its host events) and another read of the page next to the game.
    function Page() {
      useHostEvents();
      useApiQuery({ path: '/facade/wallet/get' });
      return <SlotMachine props={slotMachineProps.parse({})} children={[]} node={node} />;
    }
    const push = fakePush();
    const { services } = renderWithEngine(<Page />, {
      now: NOW,
      env: { user: { id: '10001' } },
      responses: { '/lottery/bigEaterAct/indexInfo': indexInfo(), '/facade/wallet/get': { diamond: 88000 } },
      services: { push: push.open },
    });
    expect(await screen.findByTestId('slot-wallet')).toHaveTextContent('88K');
    await act(async () => {});
    const walletCalls = () => services.http.calls.filter((c) => c.path === '/facade/wallet/get').length;
    expect([pageCalls(services.http.calls), walletCalls()]).toEqual([1, 1]);
    services.http.respond({ '/lottery/bigEaterAct/indexInfo': indexInfo({ walletDiamond: 90_000 }) });
    // Well after the first answer, so nothing of the game's own holds a second request back.
    act(() => services.clock.advance(2000));
    act(() => services.bridge.emit('refresh', undefined));
    await waitFor(() => expect(screen.getByTestId('slot-wallet')).toHaveTextContent('90K'));
    await atRest(services);
    expect([pageCalls(services.http.calls), walletCalls()]).toEqual([2, 2]);
    // The game still asks again after a reconnection.
    act(() => services.clock.advance(2000));
    push.reconnect();
    await waitFor(() => expect(pageCalls(services.http.calls)).toBe(3));
  });
});
