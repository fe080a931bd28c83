// The Christmas cards page as written (campaign.yaml and its strings) against the sandbox: drawing a card, sending
// only a card owned more than once (an invalid user id refused), the records of sends, the invite ranking's top 10,
// and the super prize taken as cash through the cash form (country names in the page language; the Thai notice).
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadWidgets, prepareCampaignPage } from '@testing/app/openCampaignPage';

beforeAll(() => preloadWidgets(['invite-opened', 'chance-draw', 'prize-pool', 'form', 'record-list', 'ranking-list', 'share-button', 'choice-picker', 'cash-prize-form', 'button', 'text', 'tabs', 'countdown']), 60_000);

const AT = '2026-12-20T12:00:00+08:00';
const open = (userId: string, lang?: 'th') => prepareCampaignPage('christmas-cards', { userId, at: AT, ...(lang ? { locale: lang } : {}) });

const NOTICE = "You came through a friend's invitation: your friend gets one more draw.";
const drawsOf = (http: ReturnType<Awaited<ReturnType<typeof open>>['as']>) => http.request<{ chances: number }>({ path: '/activity/christmasCards/drawInfo' }).then((d) => d.chances);

describe('Christmas cards page', () => {
  it('opened from a shared link, the page reports its sharer: one more draw for the sharer, counted once per device', async () => {
    const page = await prepareCampaignPage('christmas-cards', { userId: '45101', at: AT, query: { inviter: '45100' } });
    expect(await drawsOf(page.as('45100'))).toBe(5);
    const first = page.view();
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(await drawsOf(page.as('45100'))).toBe(6);
    first.unmount();
    // The same device opens the link again: the report is answered, the invite is not counted again.
    page.view();
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(await drawsOf(page.as('45100'))).toBe(6);
  });

  it('a link whose inviter is not a plain user id of someone else reports nothing', async () => {
    for (const inviter of ['45102', '45100&pid=evil', 'javascript:alert(1)', '045100']) {
      const page = await prepareCampaignPage('christmas-cards', { userId: '45102', at: AT, query: { inviter } });
      const shown = page.view();
      expect(await screen.findByText('Draws left: 5')).toBeInTheDocument();
      expect(screen.queryByText(NOTICE)).toBeNull();
      expect(await drawsOf(page.as('45100'))).toBe(5);
      shown.unmount();
    }
  });

  it('a card is drawn from the page: the result shows and a draw is spent', async () => {
    const { view } = await open('45001');
    view();
    expect(await screen.findByText('Draws left: 5')).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('chance-draw-draw-1'));
    expect(await screen.findByTestId('draw-result')).toBeInTheDocument();
    expect(await screen.findByText('Draws left: 4')).toBeInTheDocument();
  });

  it('a card owned once is refused, an invalid user id too; the bell owned twice is sent and listed in "Cards I sent"', async () => {
    const { view } = await open('45003');
    view();
    fireEvent.click(await screen.findByRole('tab', { name: 'Send' }));
    const id = await screen.findByLabelText(/Friend's user id/);
    fireEvent.click(await screen.findByRole('radio', { name: 'Christmas tree' }));
    fireEvent.change(id, { target: { value: '12' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Send card' }));
    expect(await screen.findByText('Please enter a valid user id')).toBeInTheDocument();
    fireEvent.change(id, { target: { value: '45004' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Send card' }));
    expect(await screen.findByText('Only cards you own more than once can be sent.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('radio', { name: 'Bell' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send card' }));
    expect(await screen.findByText('Card sent!')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('tab', { name: 'Records' }));
    const sent = (await screen.findByText('Cards I sent')).closest('section')!;
    expect(await within(sent).findByText('Bell')).toBeInTheDocument();
  });

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
