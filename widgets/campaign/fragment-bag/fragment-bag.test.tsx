import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignPage, layoutWidgets, type ApiRequest, type Locale } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import { fragmentBag } from './index';
import { checkChoice, clampChoice, piecesOf } from './fragments';

afterEach(cleanup);

const MALL = '/activity/summer-specials-mall/index';
const COMPOSE = '/activity/summer-specials-mall/debrisComposeReward';
const USE = '/activity/summer-specials-mall/bag/use';

function page(locale: Locale = 'en', userId = '10002') {
  const { http } = sandboxClient({ userId });
  const campaign = testCampaign({
    period: { start: '2020-01-01T00:00:00+08:00', end: '2099-01-01T00:00:00+08:00' },
    strings: { en: { done: 'Exchanged!', used: 'Used!' } },
    data: { mall: { path: MALL }, bag: { path: '/activity/summer-specials-mall/bag/list' } },
    actions: {
      compose: [
        {
          type: 'api', path: COMPOSE, method: 'POST', money: true, body: { mode: '{{state.fragments.mode}}', fragments: '{{state.fragments.fragments}}' },
          onSuccess: [{ type: 'toast', text: 'done' }, { type: 'refetch', data: ['mall'] }],
        },
      ],
      use: [{ type: 'api', path: USE, method: 'POST', money: true, body: { type: '{{state.bagItem.type}}', count: 1 }, onSuccess: [{ type: 'toast', text: 'used' }, { type: 'refetch', data: ['bag', 'mall'] }] }],
    },
    page: [{ type: 'fragment-bag', props: { fragments: '{{data.mall.fragments}}', composeAction: 'compose', items: '{{data.bag}}', useAction: 'use' } }],
  });
  const view = renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, fragmentBag], http, locale });
  return { ...view, http };
}
const calls = (all: ApiRequest[], path: string) => all.filter((c) => c.path === path);
const card = (name: string) => screen.getByText(name, { selector: '.cw-frag__name' }).closest('li')!;
const choose = (name: string, times: number) => {
  for (let i = 0; i < times; i++) fireEvent.click(within(card(name)).getByRole('button', { name: `Choose a ${name} fragment` }));
};

describe('fragment-bag', () => {
  it('three fragments of one gift, confirmed, become a bubble gun with one request however often Confirm is tapped', async () => {
    const { services } = page();
    await screen.findByText('Love Letter', { selector: '.cw-frag__name' });
    expect(within(card('Love Letter')).getByText('Owned: 4')).toBeInTheDocument();
    choose('Love Letter', 3);
    fireEvent.click(screen.getByRole('button', { name: 'Exchange 3 for a Bubble Gun' }));
    expect(await screen.findByText('Exchange 3 Love Letter fragments for 1 Bubble Gun? This cannot be undone.')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Exchanged!')).toBeInTheDocument();
    expect(await within(card('Love Letter')).findByText('Owned: 1')).toBeInTheDocument();
    expect(calls(services.http.calls, COMPOSE)).toEqual([expect.objectContaining({ body: { mode: 'gun', fragments: [1005, 1005, 1005] } })]);
    // The choice starts over once the exchange went through.
    await waitFor(() => expect(screen.getByText('Fragments chosen: 0')).toBeInTheDocument());
  });

  it('nothing chosen, two fragments, or mixed gifts are refused with the reason and nothing is sent', async () => {
    const { services } = page();
    await screen.findByText('Sports Car', { selector: '.cw-frag__name' });
    const gun = screen.getByRole('button', { name: 'Exchange 3 for a Bubble Gun' });
    fireEvent.click(gun);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a fragment first.');
    choose('Sports Car', 2);
    fireEvent.click(gun);
    expect(screen.getByRole('alert')).toHaveTextContent('Exactly 3 fragments of the same gift exchange for a Bubble Gun.');
    choose('Love Letter', 1);
    fireEvent.click(gun);
    expect(screen.getByRole('alert')).toHaveTextContent('Exactly 3 fragments of the same gift exchange for a Bubble Gun.');
    fireEvent.click(screen.getByRole('button', { name: 'Complete the puzzle (4)' }));
    expect(screen.getByRole('alert')).toHaveTextContent('4 fragments of the same gift complete a puzzle.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(services.http.calls, COMPOSE)).toHaveLength(0);
  });

  it('four fragments of one gift complete its puzzle; no more can be chosen than are owned', async () => {
    const { services, http } = page();
    await screen.findByText('Love Letter', { selector: '.cw-frag__name' });
    choose('Love Letter', 4);
    expect(within(card('Love Letter')).getByRole('button', { name: 'Choose a Love Letter fragment' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Complete the puzzle (4)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Exchanged!')).toBeInTheDocument();
    expect(calls(services.http.calls, COMPOSE)).toEqual([expect.objectContaining({ body: { mode: 'puzzle', fragments: [1005, 1005, 1005, 1005] } })]);
    const after = await http.request<{ fragments: Array<{ giftId: number; count: number }> }>({ path: MALL });
    expect(after.fragments.find((f) => f.giftId === 1005)?.count).toBe(0);
  });

  it('the bag: items by their name in the page language, one used after a confirmation', async () => {
    const { services } = page('th');
    const shard = await screen.findByText('เศษ', { selector: '.cw-frag__name' });
    expect(screen.getByText('ชิ้นส่วนของขวัญชนิดเดียวกัน 3 ชิ้นแลกปืนฟองสบู่ได้ 4 ชิ้นต่อจิ๊กซอว์ได้สำเร็จ')).toBeInTheDocument();
    fireEvent.click(within(shard.closest('li')!).getByRole('button', { name: 'ใช้' }));
    expect(await screen.findByText('ใช้ เศษ 1 ชิ้นหรือไม่? ไม่สามารถยกเลิกได้')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(calls(services.http.calls, USE)).toEqual([expect.objectContaining({ body: { type: 2, count: 1 } })]));
    fireEvent.click(screen.getByRole('button', { name: 'แลก 3 ชิ้นเป็นปืนฟองสบู่' }));
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณาเลือกชิ้นส่วนก่อน');
  });

  it('choice rules: exactly the size of one gift; a choice never holds more than is owned', () => {
    expect(checkChoice({}, 'gun', 3)).toBe('choose');
    expect(checkChoice({ 1005: 3 }, 'gun', 3)).toBeUndefined();
    expect(checkChoice({ 1005: 2, 1007: 1 }, 'gun', 3)).toBe('gun');
    expect(checkChoice({ 1005: 3 }, 'puzzle', 4)).toBe('puzzle');
    expect(clampChoice({ 1005: 3, 1007: 2 }, [{ giftId: 1005, name: 'a', owned: 1 }])).toEqual({ 1005: 1 });
    expect(piecesOf({ 1007: 2 })).toEqual([1007, 1007]);
  });
});
