import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, MIN, show, wish } from '@testing/widgets/showWishBox';

describe('wish-box round: chosen boxes clicked within 5 minutes, or opened by themselves', () => {
  it('money single-flight: a double tap on Open sends one opening; the chosen boxes then count down from 5:00 and open when clicked', async () => {
    const { services, sandbox, userId } = show({ grant: { wishCoins: 5 } });
    fireEvent.click(await screen.findByRole('radio', { name: /Equal Heart/ }));
    fireEvent.click(screen.getByTestId('wish-box-2'));
    fireEvent.click(screen.getByTestId('wish-box-7'));
    expect(screen.getByTestId('wish-box-7')).toHaveAttribute('aria-pressed', 'true');
    const open = screen.getByRole('button', { name: /Open 2 boxes,\s?2 coins/ });
    await act(async () => {
      fireEvent.click(open);
      fireEvent.click(open);
    });
    expect(await screen.findByTestId('wish-time-left')).toHaveTextContent('Time left: 5:00');
    expect(calls(services.http.calls, 'open')).toEqual([expect.objectContaining({ method: 'POST', body: { giftId: 1006, boxes: [2, 7] } })]);
    expect(screen.getByTestId('wish-coins')).toHaveTextContent('My wishing coins: 3');
    act(() => services.clock.advance(61_000));
    expect(screen.getByTestId('wish-time-left')).toHaveTextContent('Time left: 3:59');
    fireEvent.click(screen.getByTestId('wish-round-box-2'));
    await waitFor(() => expect(screen.getByTestId('wish-round-box-2')).toHaveTextContent(/^Box 2: .+/));
    fireEvent.click(screen.getByTestId('wish-round-box-7'));
    const dialog = await screen.findByRole('dialog', { name: 'Your wishes came true!' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(wish(sandbox, userId).records).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('wish-open')).toBeInTheDocument();
  });


  it('boxes not clicked within 5 minutes open by themselves, and the user is told', async () => {
    const { services, sandbox, userId } = show({ grant: { wishCoins: 5 } });
    fireEvent.click(await screen.findByRole('radio', { name: /Rocket/ }));
    fireEvent.click(screen.getByTestId('wish-box-1'));
    fireEvent.click(screen.getByTestId('wish-box-9'));
    fireEvent.click(screen.getByTestId('wish-open'));
    await screen.findByTestId('wish-time-left');
    act(() => services.clock.advance(5 * MIN));
    const dialog = await screen.findByRole('dialog', { name: 'Your wishes came true!' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Your boxes opened by themselves: the 5 minutes are over.')).toBeInTheDocument();
    expect(calls(services.http.calls, 'openAll')).toHaveLength(1);
    expect(wish(sandbox, userId).round).toBeNull();
    expect(wish(sandbox, userId).records).toHaveLength(2);
  });


  it('leaving the page with boxes still closed opens them', async () => {
    const { services, sandbox, userId, unmount } = show({ grant: { wishCoins: 5 } });
    fireEvent.click(await screen.findByRole('radio', { name: /Crown/ }));
    fireEvent.click(screen.getByTestId('wish-box-4'));
    fireEvent.click(screen.getByTestId('wish-open'));
    await screen.findByTestId('wish-time-left');
    unmount();
    expect(calls(services.http.calls, 'openAll')).toEqual([expect.objectContaining({ method: 'POST', body: { roundId: 1 } })]);
    await waitFor(() => expect(wish(sandbox, userId).round).toBeNull());
    expect(wish(sandbox, userId).records).toHaveLength(1);
  });


  it('boxes opened because the user left this view say so, not that the 5 minutes are over', async () => {
    const { services, sandbox, userId, rerender } = show({ grant: { wishCoins: 5 } });
    fireEvent.click(await screen.findByRole('radio', { name: /Crown/ }));
    fireEvent.click(screen.getByTestId('wish-box-4'));
    fireEvent.click(screen.getByTestId('wish-open'));
    await screen.findByTestId('wish-time-left');
    // Another tab of the page takes the box's place; the page's toasts stay.
    rerender(<p>Records</p>);
    expect(await screen.findByText('Your boxes opened by themselves because you left the page.')).toBeInTheDocument();
    expect(screen.queryByText('Your boxes opened by themselves: the 5 minutes are over.')).toBeNull();
    expect(calls(services.http.calls, 'openAll')).toHaveLength(1);
    expect(wish(sandbox, userId).round).toBeNull();
  });

  it('a page hidden with its boxes closed shows their prizes, saying they opened because the page was left', async () => {
    const { services } = show({ grant: { wishCoins: 5 } });
    fireEvent.click(await screen.findByRole('radio', { name: /Rocket/ }));
    fireEvent.click(screen.getByTestId('wish-box-3'));
    fireEvent.click(screen.getByTestId('wish-box-6'));
    fireEvent.click(screen.getByTestId('wish-open'));
    await screen.findByTestId('wish-time-left');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Your wishes came true!' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Your boxes opened by themselves because you left the page.')).toBeInTheDocument();
    expect(screen.queryByText('Your boxes opened by themselves: the 5 minutes are over.')).toBeNull();
    expect(calls(services.http.calls, 'openAll')).toHaveLength(1);
  });
});
