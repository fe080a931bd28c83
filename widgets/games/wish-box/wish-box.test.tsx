import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiRequest } from '@engine';
import { renderWithEngine, testCampaign } from '../../../engine/testing';
import { createSandbox } from '../../../sandbox/core/createSandbox';
import { sandboxClient } from '../../../sandbox/testing/sandboxClient';
import { wishBox } from './index';
import WishBox from './WishBox';
import { wishBoxProps } from './schema';
import { multipartBody } from '../../../sandbox/core/multipart';

// The cropper library, as the image cropper's own tests stand it in: the crop gives a png of the box size.
const cropper = vi.hoisted(() => ({ created: 0, sizes: [] as Array<{ width?: number; height?: number }> }));
vi.mock('cropperjs', () => ({
  default: class {
    constructor() {
      cropper.created += 1;
    }
    getCropperSelection() {
      return {
        $toCanvas: async (opts: { width?: number; height?: number }) => {
          cropper.sizes.push(opts);
          return { toDataURL: (type: string) => `data:${type};base64,Q1JPUFBFRA==` };
        },
      };
    }
    destroy() {}
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  cropper.created = 0;
  cropper.sizes.length = 0;
});

const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const node = { type: 'wish-box', path: 'page[1]' };
const campaign = testCampaign({ strings: { en: { title: 'Wishing gift box' } } });
const MIN = 60_000;

/** The widget against the sandbox, both on the test clock (services.clock.advance moves the server too). */
function show(opts: { userId?: string; grant?: Record<string, number>; view?: 'wish' | 'custom'; locale?: 'en' | 'th'; responses?: Record<string, unknown> } = {}) {
  const userId = opts.userId ?? '62001';
  const clock = { now: () => NOW };
  const sandbox = createSandbox({ seed: 3, now: () => clock.now(), sleep: () => Promise.resolve() });
  if (opts.grant) sandbox.grant({ userId, ...opts.grant });
  const { http } = sandboxClient({ userId, sandbox, ...(opts.locale ? { lang: opts.locale } : {}) });
  const view = renderWithEngine(<WishBox props={wishBoxProps.parse({ title: 'title', view: opts.view ?? 'wish' })} children={[]} node={node} />, {
    campaign, http, now: NOW, responses: opts.responses ?? {}, ...(opts.locale ? { locale: opts.locale } : {}),
  });
  clock.now = () => view.services.clock.now();
  return { ...view, sandbox, userId };
}

const calls = (all: ApiRequest[], path: string) => all.filter((c) => c.path === `/activity/wishBox/${path}`);
const wish = (s: ReturnType<typeof createSandbox>, userId: string) => s.user(userId).domains.wishBox as { coins: number; round: unknown; records: unknown[] };

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

  /** The custom gift view, its signed host answered by the sandbox; `posted` holds the multipart forms sent to it. */
  function customGift(userId: string) {
    const view = show({ userId, grant: { customGifts: 1 }, view: 'custom' });
    const posted: FormData[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const form = init.body as FormData;
      posted.push(form);
      const res = await view.sandbox.handle({ method: 'POST', path: url, query: {}, headers: {}, body: multipartBody(form) });
      return new Response(JSON.stringify('body' in res ? res.body : null), { status: 'httpStatus' in res ? res.httpStatus : 500 });
    });
    return { ...view, posted };
  }
  const choosePicture = () => fireEvent.change(screen.getByLabelText('Gift picture'), { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });

  it('the chosen picture is cropped (the cropper loading only then), then uploaded through the signing as the cropped png, then the text goes with the stored key', async () => {
    const { services, sandbox, userId, posted } = customGift('62010');
    expect(await screen.findByTestId('wish-custom-rights')).toHaveTextContent('You can make 1 custom gift.');
    // The form's code comes with the custom view.
    fireEvent.click(await screen.findByRole('button', { name: 'Send my custom gift' }));
    expect(await screen.findByText('Please enter the text')).toBeInTheDocument();
    expect(screen.getByText('Please upload a picture')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Gift text'), { target: { value: 'x'.repeat(31) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my custom gift' }));
    expect(await screen.findByText('At most 30 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Gift text'), { target: { value: 'Happy birthday, Mika!' } });
    // Nothing of the cropper runs before the user chooses a picture.
    expect(cropper.created).toBe(0);
    choosePicture();
    const dialog = await screen.findByRole('dialog', { name: 'Crop the picture' });
    const confirm = await within(dialog).findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(cropper.created).toBe(1);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('img', { name: 'Chosen picture' })).toHaveAttribute('src', 'data:image/png;base64,Q1JPUFBFRA==');
    expect(posted).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Send my custom gift' }));
    expect(await screen.findByText('Your custom gift is sent. Our staff will contact you within 72 hours.')).toBeInTheDocument();
    expect(cropper.sizes).toEqual([{ width: 300, height: 300 }]);
    // One upload, of the cropped picture (not the file chosen), as a png.
    expect(posted).toHaveLength(1);
    const file = posted[0]!.get('file') as File;
    expect(file.type).toBe('image/png');
    expect(await file.text()).toBe('CROPPED');
    const sent = calls(services.http.calls, 'customGift');
    expect(sent).toHaveLength(1);
    const { text, pictures } = sent[0]!.body as { text: string; pictures: string[] };
    expect(text).toBe('Happy birthday, Mika!');
    expect(pictures).toEqual([posted[0]!.get('key')]);
    expect(pictures[0]).toMatch(/\.png$/);
    expect((sandbox.user(userId).domains.wishBox as { customGifts: unknown[] }).customGifts).toHaveLength(1);
    expect(await screen.findByTestId('wish-custom-rights')).toHaveTextContent('Win the secret gift (sure within 100 wishes) to make a custom gift.');
    expect(screen.getByRole('button', { name: 'Send my custom gift' })).toBeDisabled();
  });

  it('a cancelled crop chooses no picture and uploads nothing', async () => {
    const { services, posted } = customGift('62012');
    expect(await screen.findByTestId('wish-custom-rights')).toHaveTextContent('You can make 1 custom gift.');
    fireEvent.change(await screen.findByLabelText('Gift text'), { target: { value: 'For Mika' } });
    choosePicture();
    const dialog = await screen.findByRole('dialog', { name: 'Crop the picture' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('img', { name: 'Chosen picture' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send my custom gift' }));
    expect(await screen.findByText('Please upload a picture')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    expect(calls(services.http.calls, 'customGift')).toHaveLength(0);
    expect(screen.getByTestId('wish-custom-rights')).toHaveTextContent('You can make 1 custom gift.');
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
