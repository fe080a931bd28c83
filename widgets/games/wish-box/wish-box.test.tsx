import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiRequest } from '@engine';
import { renderWithEngine } from '@testing/engine';
import { createSandbox } from '../../../sandbox/core/createSandbox';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import { wishBox } from './index';
import WishBox from './WishBox';
import { wishBoxProps } from './schema';
import { calls, campaign, node, NOW, show } from '@testing/widgets/showWishBox';

describe('wish-box widget', () => {
  it('the page asks for the wishing state as it loads', () => {
    expect(wishBox.requests?.(wishBoxProps.parse({}))).toEqual([{ path: '/activity/wishBox/index' }]);
  });


  it('shows coins, Sparks, the secret gift guaranteed at 100 wishes and the cards (14 gifts = 1) with their progress', async () => {
    show({ userId: '10002' });
    expect(await screen.findByTestId('wish-coins')).toHaveTextContent('My wishing coins: 50');
    expect(screen.getByTestId('wish-secret-progress')).toHaveTextContent('10 more wishes: the secret gift is sure (90/100)');
    expect(screen.getByTestId('wish-card-progress')).toHaveTextContent('4 more gifts to the next collection card (10/14)');
    expect(screen.getByTestId('wish-cards')).toHaveTextContent('Collection cards: 5');
    expect(screen.getByText('Secret gift: Starlight Carriage, sure within 100 wishes.')).toBeInTheDocument();
  });


  it('opening needs a gift, then a box; nothing is sent before', async () => {
    const { services } = show({ grant: { wishCoins: 5 } });
    fireEvent.click(await screen.findByTestId('wish-open'));
    expect(await screen.findByText('Please choose a gift first')).toBeInTheDocument();
    // The refused tap has finished (the gifts are choosable again) before the next one.
    await waitFor(() => expect(screen.getByRole('radio', { name: /Love Letter/ })).toBeEnabled());
    fireEvent.click(screen.getByRole('radio', { name: /Love Letter/ }));
    expect(screen.getByRole('radio', { name: /Love Letter/ })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByTestId('wish-open'));
    expect(await screen.findByText('Please choose a box first')).toBeInTheDocument();
    expect(calls(services.http.calls, 'open')).toHaveLength(0);
  });


  it('the direct-open switch skips choosing boxes: ×10 shows ten prizes at once', async () => {
    const { services } = show({ grant: { wishCoins: 12 } });
    fireEvent.click(await screen.findByRole('radio', { name: /Teddy Bear/ }));
    fireEvent.click(screen.getByRole('switch', { name: 'Open directly (skip choosing boxes)' }));
    expect(screen.queryByTestId('wish-box-1')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Wish ×10,\s?10 coins/ }));
    // Opening directly more than one box is asked first, naming its coins.
    const ask = await screen.findByRole('dialog', { name: 'Confirm draw' });
    expect(ask).toHaveTextContent('Draw ×10 for 10 coins?');
    fireEvent.click(within(ask).getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your wishes came true!' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    expect(calls(services.http.calls, 'open')[0]).toMatchObject({ body: { giftId: 1004, direct: true, count: 10 } });
    expect(screen.getByTestId('wish-coins')).toHaveTextContent('My wishing coins: 2');
  });


  it('10 Sparks buy 10 coins, asked first naming the cost; with too few Sparks the app\'s Spark buy sheet opens instead', async () => {
    const { services } = show({ grant: { sparks: 40 } });
    const sparks = (await screen.findByText(/^Sparks: \d+$/)).textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Buy 10 coins (10 Sparks)' }));
    const ask = await screen.findByRole('dialog', { name: 'Confirm purchase' });
    expect(ask).toHaveTextContent('Buy 10 wishing coins for 10 Sparks?');
    expect(calls(services.http.calls, 'buyCoins')).toHaveLength(0);
    fireEvent.click(within(ask).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You bought 10 wishing coins.')).toBeInTheDocument();
    expect(screen.getByTestId('wish-coins')).toHaveTextContent('My wishing coins: 10');
    expect(screen.getByText(/^Sparks: \d+$/).textContent).toBe(`Sparks: ${Number(sparks!.slice(8)) - 10}`);
    cleanup();
    const poor = show({ userId: '10007' });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy 10 coins (10 Sparks)' }));
    await waitFor(() => expect(poor.services.bridge.calls.map((c) => c.action)).toEqual(['sparkBuy']));
    expect(calls(poor.services.http.calls, 'buyCoins')).toHaveLength(0);
    expect(services.bridge.calls).toHaveLength(0);
  });


  it('not enough wishing coins says so and sends nothing', async () => {
    const { services } = show({ userId: '62009' });
    fireEvent.click(await screen.findByRole('radio', { name: /Love Letter/ }));
    fireEvent.click(screen.getByTestId('wish-box-1'));
    fireEvent.click(screen.getByTestId('wish-open'));
    expect(await screen.findByText('Not enough wishing coins. Buy coins with Sparks.')).toBeInTheDocument();
    expect(calls(services.http.calls, 'open')).toHaveLength(0);
  });


  it('speaks the page language (Thai), and the server answers in it', async () => {
    show({ locale: 'th', grant: { wishCoins: 1 } });
    expect(await screen.findByTestId('wish-coins')).toHaveTextContent('เหรียญอธิษฐานของฉัน: 1');
    expect(screen.getByRole('switch', { name: 'เปิดทันที (ข้ามการเลือกกล่อง)' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('wish-open'));
    expect(await screen.findByText('กรุณาเลือกของขวัญก่อน')).toBeInTheDocument();
  });


  it('loading, then an error with retry', async () => {
    let fail = true;
    const sandbox = createSandbox({ seed: 3, now: () => NOW });
    const { http } = sandboxClient({ userId: '62011', sandbox });
    renderWithEngine(<WishBox props={wishBoxProps.parse({})} children={[]} node={node} />, {
      campaign, http, now: NOW,
      responses: { '/activity/wishBox/index': (req: ApiRequest) => { if (fail) throw new ApiError(500, 'Network is busy, please try later.'); return http.request(req); } },
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('wish-coins')).toBeInTheDocument();
  });
});
