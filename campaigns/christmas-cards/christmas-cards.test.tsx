// The Christmas cards page as written (campaign.yaml and its strings) against the sandbox: the invite ranking's top
// 10, and the super prize taken as cash through the cash form (country names in the page language; the Thai notice).
// Drawing and sending a card are walked in the real-browser test (tests/e2e/bff-cards.e2e.ts).
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadWidgetCode, openCampaignPage } from '../../app/testing/openCampaignPage';

beforeAll(() => loadWidgetCode(['chance-draw', 'prize-pool', 'form', 'record-list', 'ranking-list', 'share-button', 'choice-picker', 'cash-prize-form', 'button', 'text', 'tabs', 'countdown']), 60_000);

const AT = '2026-12-20T12:00:00+08:00';
const open = (userId: string, lang?: 'th') => openCampaignPage('campaigns/christmas-cards', { userId, at: AT, ...(lang ? { lang } : {}) });

describe('Christmas cards page', () => {
  it('the invite ranking shows the top 10', async () => {
    const { view } = await open('45005');
    view();
    fireEvent.click(await screen.findByRole('tab', { name: 'Invite ranking' }));
    expect(await screen.findByText('Share your user id: each device counts once. The top 10 inviters are ranked.')).toBeInTheDocument();
    const ranking = (await screen.findByText('Invite ranking (top 10)')).closest('section')!;
    expect(await within(ranking).findAllByRole('listitem')).toHaveLength(10);
  });

  it('a Thai holder of all six cards takes the super prize as cash through the cash form, with the correction deadline', async () => {
    const { as, view } = await open('10004', 'th');
    view();
    fireEvent.click(await screen.findByRole('tab', { name: 'รางวัลใหญ่' }));
    expect(await screen.findByText('หากข้อมูลของคุณไม่ถูกต้อง กรุณาแก้ไขผ่านฝ่ายบริการลูกค้าก่อนวันที่ 2027-01-10')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('radio', { name: 'เป็นเงินสด' }));
    const country = await screen.findByLabelText('ประเทศ/ภูมิภาค');
    expect(within(country).getByRole('option', { name: 'ไทย' })).toBeInTheDocument();
    fireEvent.change(country, { target: { value: 'TH' } });
    const fill = { ชื่อธนาคาร: 'Kasikorn', เลขที่บัญชี: '1234567890', ชื่อผู้รับเงิน: 'Somchai', เบอร์โทรผู้รับเงิน: '812345678' };
    for (const [label, value] of Object.entries(fill)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'ส่ง' }));
    expect(await screen.findByText('ส่งข้อมูลแล้ว: เงินสดจะจ่ายภายใน 7 วันทำการ')).toBeInTheDocument();
    const index = await as('10004').request<{ superPrize: { way: string } }>({ path: '/activity/christmasCards/index' });
    expect(index.superPrize.way).toBe('cash');
  });
});
