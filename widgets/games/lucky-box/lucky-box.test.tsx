import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, LOADING_VALUE, type ApiRequest } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import LuckyBox from './Component';
import { luckyBox } from './index';
import { luckyBoxProps } from './schema';

afterEach(cleanup);

const node = { type: 'lucky-box', path: 'page[1]' };
const campaign = testCampaign({ strings: { en: { title: 'Valentine boxes' } }, actions: { openRecharge: [{ type: 'bridge', action: 'rechargeDiamond' }] } });
const props = luckyBoxProps.parse({ theme: 'valentine', title: 'title', rechargeAction: 'openRecharge' });
const prize = (name: string, diamonds: number) => ({ id: diamonds, name, diamonds, icon: `/vue/sandbox/gift/${diamonds}.svg` });

/** A small stand-in for the server's lucky box: one trial a day, kept only when paid. */
function server(over: { diamond?: number; pending?: boolean } = {}) {
  const s = { diamond: over.diamond ?? 1000, trialUsed: !!over.pending, pending: over.pending ? { trialId: 4, price: 99, prize: prize('Yacht', 5999) } : null as null | { trialId: number; price: number; prize: unknown } };
  return {
    s,
    responses: {
      '/activity/luckyBox/index': () => ({ price: 99, batches: [1, 10, 50], prizes: [prize('Castle', 9999), prize('Rose', 1)], diamond: s.diamond, trialAvailable: !s.trialUsed && !s.pending, pendingTrial: s.pending }),
      'POST /activity/luckyBox/trial': () => {
        s.trialUsed = true;
        s.pending = { trialId: 9, price: 99, prize: prize('Crown', 999) };
        return s.pending;
      },
      'POST /activity/luckyBox/keepTrial': () => {
        if (s.diamond < 99) throw new ApiError(2002, 'Not enough diamonds, please top up.');
        s.diamond -= 99;
        s.pending = null;
        return { diamond: s.diamond };
      },
      'POST /activity/luckyBox/dropTrial': () => {
        s.pending = null;
        return { dropped: true };
      },
      'POST /activity/luckyBox/draw': (req: ApiRequest) => {
        const count = (req.body as { count: number }).count;
        s.diamond -= 99 * count;
        return { prizes: Array.from({ length: count }, (_, i) => prize(`Won ${i}`, 10 + i)) };
      },
    },
  };
}

function setup(srv: { responses: Record<string, unknown> } = server()) {
  return renderWithEngine(<LuckyBox props={props} children={[]} node={node} />, { campaign, now: '2026-11-25T12:00:00+08:00', responses: srv.responses });
}
/** The trial button once the game's index is read (while it loads, the box shows it disabled). */
async function trialButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}
const posts = (calls: Array<{ path: string; method?: string }>, path: string) => calls.filter((c) => c.method === 'POST' && c.path === `/activity/luckyBox/${path}`);

describe('lucky-box widget', () => {
  it('the page asks for the theme\'s index as it loads', () => {
    expect(luckyBox.requests?.(props)).toEqual([{ path: '/activity/luckyBox/index', params: { theme: 'valentine' } }]);
  });

  it('a free trial\'s prize is kept by paying: one keep request with the trial id, the prize shown as the user\'s', async () => {
    const { services } = setup();
    fireEvent.click(await trialButton('Free trial'));
    const offer = await screen.findByRole('dialog', { name: 'Your trial prize' });
    expect(within(offer).getByText('Crown')).toBeInTheDocument();
    const keep = within(offer).getByRole('button', { name: 'Keep for 99 diamonds' });
    await act(async () => {
      fireEvent.click(keep);
      fireEvent.click(keep);
    });
    expect(posts(services.http.calls, 'keepTrial')).toEqual([expect.objectContaining({ body: { theme: 'valentine', trialId: 9 } })]);
    const result = await screen.findByRole('dialog', { name: 'The prize is yours!' });
    expect(within(result).getByText('Crown')).toBeInTheDocument();
    fireEvent.click(within(result).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('My diamonds: 901')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Today's free trial is used" })).toBeDisabled();
  });

  it('giving the trial up asks first; "Cancel" keeps the offer, "Confirm" loses it and nothing is paid', async () => {
    const { services } = setup();
    fireEvent.click(await trialButton('Free trial'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Your trial prize' })).getByRole('button', { name: 'Give up' }));
    const ask = await screen.findByRole('dialog', { name: 'Give up this prize?' });
    expect(ask).toHaveTextContent('Crown will be lost and cannot be kept later.');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Your trial prize' })).getByRole('button', { name: 'Give up' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Give up this prize?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The trial prize is lost.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(services.http.calls, 'dropTrial')).toHaveLength(1);
    expect(posts(services.http.calls, 'keepTrial')).toHaveLength(0);
    expect(screen.getByText('My diamonds: 1,000')).toBeInTheDocument();
  });

  it('a trial prize still waiting (after a reload) is offered again; lottery draws wait for it', async () => {
    setup(server({ pending: true }));
    const offer = await screen.findByRole('dialog', { name: 'Your trial prize' });
    expect(within(offer).getByText('Yacht')).toBeInTheDocument();
    expect(screen.getByTestId('lucky-draw-1')).toBeDisabled();
  });

  it('short of diamonds, keeping the trial runs the page\'s recharge action and sends no payment; the offer stays', async () => {
    const { services } = setup(server({ diamond: 50, pending: true }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Your trial prize' })).getByRole('button', { name: 'Keep for 99 diamonds' }));
    expect(await screen.findByText('Not enough diamonds, please top up.')).toBeInTheDocument();
    await waitFor(() => expect(services.bridge.calls.map((c) => c.action)).toEqual(['rechargeDiamond']));
    expect(posts(services.http.calls, 'keepTrial')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Your trial prize' })).toBeInTheDocument();
  });

  it('batches 1, 10 and 50 with their prices; a double tap on ×10 sends one draw of 10 and its result can be skipped', async () => {
    let release: (v: unknown) => void = () => undefined;
    const srv = server({ diamond: 10_000 });
    const draw = srv.responses['POST /activity/luckyBox/draw'];
    const { services } = setup({ responses: { ...srv.responses, 'POST /activity/luckyBox/draw': (req: ApiRequest) => new Promise((r) => (release = () => r(draw(req)))) } });
    expect(await screen.findByRole('button', { name: /^Draw ×50\W+4,950 diamonds$/ })).toBeInTheDocument();
    const ten = screen.getByRole('button', { name: /^Draw ×10\W+990 diamonds$/ });
    fireEvent.click(ten);
    fireEvent.click(ten);
    // A batch above one draw is asked first, naming its cost; Confirm sends once however often it is tapped.
    const ask = await screen.findByRole('dialog', { name: 'Confirm draw' });
    expect(ask).toHaveTextContent('Draw ×10 for 990 diamonds?');
    const confirm = within(ask).getByRole('button', { name: 'Confirm' });
    await act(async () => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
      fireEvent.click(screen.getByRole('button', { name: /^Draw ×1\W+99 diamonds$/ }));
    });
    expect(posts(services.http.calls, 'draw')).toEqual([expect.objectContaining({ body: { theme: 'valentine', count: 10 } })]);
    await act(async () => release(undefined));
    const result = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(result).getAllByRole('listitem')).toHaveLength(10);
    const skip = within(result).queryByRole('button', { name: 'Skip' });
    if (skip) fireEvent.click(skip);
    expect(await within(result).findByTestId('draw-result')).toHaveAttribute('data-phase', 'shown');
  });

  it('while its index loads, its words paint (the balance and price as placeholders, the trial disabled); the same note then shows the price', async () => {
    const srv = server();
    let answer = (): void => undefined;
    const held = new Promise((resolve) => (answer = () => resolve(srv.responses['/activity/luckyBox/index']())));
    renderWithEngine(<LuckyBox props={props} children={[]} node={node} />, { campaign, responses: { ...srv.responses, '/activity/luckyBox/index': () => held } });
    expect(await screen.findByRole('heading', { name: 'Valentine boxes' })).toBeInTheDocument();
    expect(screen.getByText(`My diamonds: ${LOADING_VALUE}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Free trial' })).toBeDisabled();
    const note = screen.getByText(`Try once a day for free. Keep the prize for ${LOADING_VALUE} diamonds, or give it up.`);
    expect(screen.queryByTestId('lucky-draw-1')).toBeNull();
    await act(async () => answer());
    expect(await screen.findByTestId('lucky-draw-1')).toBeEnabled();
    expect(note).toHaveTextContent('Try once a day for free. Keep the prize for 99 diamonds, or give it up.');
    expect(screen.getByTestId('lucky-diamonds')).toHaveTextContent('My diamonds: 1,000');
  });

  it('a refused trial shows the server\'s message; loading errors offer a retry; Thai reads Thai', async () => {
    let fail = true;
    const srv = server();
    const index = srv.responses['/activity/luckyBox/index'];
    renderWithEngine(<LuckyBox props={props} children={[]} node={node} />, {
      campaign,
      locale: 'th',
      responses: { ...srv.responses, '/activity/luckyBox/index': () => { if (fail) throw new ApiError(500, 'Network is busy, please try later.'); return index(); }, 'POST /activity/luckyBox/trial': () => { throw new ApiError(2004, 'คุณใช้สิทธิ์ทดลองฟรีของวันนี้แล้ว กลับมาใหม่พรุ่งนี้'); } },
    });
    const retry = await screen.findByRole('button', { name: 'ลองอีกครั้ง' });
    fail = false;
    fireEvent.click(retry);
    fireEvent.click(await trialButton('ทดลองฟรี'));
    expect(await screen.findByText('คุณใช้สิทธิ์ทดลองฟรีของวันนี้แล้ว กลับมาใหม่พรุ่งนี้')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
