// The 2022 carnival's pages as written (campaign.yaml and strings) against the in-process sandbox: the hub's points
// and top-50 ranking, protect planet's damage text, the sign-in, the Christmas tree's lights and guaranteed gift,
// the lottery paid from a tap, and cave mining offering a top-up when the pickaxes are short.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignPage } from '@engine';
import { loadCampaignFolder } from '../../engine/core/node/load-folder';
import { renderWithEngine } from '@testing/engine';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import { allWidgets, registry } from '../../widgets';

const NOW = '2026-11-22T10:00:00+08:00';
const USED = ['record-list', 'hub-tabs', 'tabs', 'tab', 'section', 'stack', 'heading', 'text', 'countdown', 'ranking-list', 'rules-dialog', 'progress-bar', 'button', 'sign-in-calendar', 'christmas-lottery', 'draw-panel', 'product-modal'];

// The widgets' code is in place before the pages render: each test waits for its page's data, not for code loading.
beforeAll(async () => {
  await Promise.all(allWidgets.filter((w) => USED.includes(w.type)).map((w) => w.component()));
}, 120_000);

async function open(campaign: string, userId: string, locale: 'en' | 'th' | 'vi' | 'ms' = 'en') {
  const loaded = await loadCampaignFolder(`campaigns/${campaign}`, registry);
  if (!loaded.ok) throw new Error(`${campaign} does not load`);
  const client = sandboxClient({ userId, lang: locale });
  const view = renderWithEngine(<CampaignPage campaign={loaded.campaign} />, { registry: allWidgets, http: client.http, env: { user: { id: userId } }, now: NOW, locale });
  return { ...view, sandbox: client.sandbox };
}

describe('carnival 2022 pages', () => {
  it('the hub: my points and rich value from top-ups on the adventure tab, the top 50 on the ranking tab', async () => {
    const userId = '74001';
    const client = sandboxClient({ userId });
    client.sandbox.grant({ userId, rechargeCents: 1_200 });
    const loaded = await loadCampaignFolder('campaigns/carnival-2022', registry);
    if (!loaded.ok) throw new Error('carnival-2022 does not load');
    renderWithEngine(<CampaignPage campaign={loaded.campaign} />, { registry: allWidgets, http: client.http, env: { user: { id: userId } }, now: NOW });
    expect(await screen.findByText('12 carnival points · 120 rich value')).toBeInTheDocument();
    expect(screen.getByText('1 USD topped up = 10 rich value = 1 carnival point.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Protect planet' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('tab', { name: 'Ranking' }));
    expect(await screen.findByText('Top 50 by carnival points, refreshed every 5 minutes.')).toBeInTheDocument();
    const ranking = (await screen.findByText('Carnival ranking')).closest('section')!;
    await waitFor(() => expect(within(ranking).getAllByRole('listitem').length).toBeGreaterThan(0));
  });

  it('protect planet: an attack shows its damage in the text and one attack fewer', async () => {
    await open('protect-planet-2022', '74002');
    expect(await screen.findByText('Attacks left today: 5 · My damage today: 0')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Attack' }));
    const line = await screen.findByText(/^You dealt [\d,]+ damage!$/);
    const damage = line.textContent!.match(/[\d,]+/)![0];
    expect(await screen.findByText(`Attacks left today: 4 · My damage today: ${damage}`)).toBeInTheDocument();
    expect(screen.getByText('The HP shown is about 5 seconds behind. A new monster comes every 24 hours.')).toBeInTheDocument();
  });

  it('sign-in: sign in, then signed in', async () => {
    await open('carnival-sign-in-2022', '74003', 'vi');
    const sign = await screen.findByRole('button', { name: /Điểm danh|Sign in|Ký/ });
    fireEvent.click(sign);
    expect(await screen.findByText('Đã điểm danh! Quà đã vào ba lô của bạn.')).toBeInTheDocument();
  });

  it('the Christmas tree: 80 EXP a light; the 4th light names its guaranteed gift; short of EXP the page says so', async () => {
    const { sandbox } = await open('christmas-tree-2022', '74004');
    sandbox.grant({ userId: '74004', treeExp: 160 });
    expect(await screen.findByText('A gift is guaranteed in 4 more lights (at light 4).')).toBeInTheDocument();
    const light = await screen.findByRole('button', { name: 'Light the tree' });
    for (let n = 1; n <= 3; n += 1) {
      fireEvent.click(light);
      expect(await screen.findByText(new RegExp(`^Light ${n}: you got .+ and a tree piece\\.$`))).toBeInTheDocument();
    }
    fireEvent.click(light);
    expect(await screen.findByText('Light 4: your guaranteed gift, Crown!')).toBeInTheDocument();
    expect(await screen.findByText('0 EXP Each light of the tree takes 80 EXP')).toBeInTheDocument();
    fireEvent.click(light);
    expect(await screen.findByText('Not enough EXP: 80 EXP lights the tree once.')).toBeInTheDocument();
    expect(screen.getByText('4 pieces · claim them on 2026-12-31')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim tree pieces' })).toBeNull();
  });

  it('the Christmas lottery: a tap buys ten draws through the app once; once paid, the draws are drawn', async () => {
    const userId = '74005';
    const { services, sandbox } = await open('christmas-lottery-2022', userId);
    const ten = await screen.findByTestId('christmas-lottery-draw-10');
    expect(ten).toHaveTextContent('Buy ×10 · 9.9 USD');
    fireEvent.click(ten);
    fireEvent.click(ten);
    await waitFor(() => expect(services.bridge.calls.filter((c) => c.action === 'pay')).toHaveLength(1));
    expect(services.bridge.calls.find((c) => c.action === 'pay')?.args).toMatchObject({ clientProductId: 'christmas_lottery_10', referer: 'christmasLottery' });
    sandbox.grant({ userId, lotteryDraws: 10 });
    act(() => services.bridge.emit('paid', { referer: 'christmasLottery' }));
    expect(await screen.findByText('Paid draws: 10')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Draw ×10' }));
    const confirm = await screen.findByRole('dialog', { name: /./ });
    fireEvent.click(within(confirm).getAllByRole('button').at(-1)!);
    expect(within(await screen.findByTestId('draw-result')).getAllByRole('listitem').length).toBeGreaterThan(0);
    // The draw record lists every prize drawn, read again after the draw.
    const record = (await screen.findByText('My draw record')).closest('section')!;
    await waitFor(() => expect(within(record).getAllByRole('listitem')).toHaveLength(10));
  });

  it('cave mining: short of pickaxes, "not enough pickaxes / axes" offers a top-up that opens the pickaxe packs', async () => {
    const { container } = await open('cave-mining-2022', '10007', 'th');
    expect(await screen.findByText('0 พลั่ว · 1 USD = 1 พลั่ว')).toBeInTheDocument();
    // The digging buttons say what they do.
    expect(container.querySelector('.cw-draw__btn')).toHaveTextContent('ขุด ×1');
    fireEvent.click(container.querySelector<HTMLButtonElement>('.cw-draw__btn')!);
    const offer = await screen.findByRole('alertdialog');
    expect(within(offer).getByText('พลั่ว / ขวานไม่พอ เติมเงินตอนนี้ไหม? (1 USD = 1 พลั่ว)')).toBeInTheDocument();
    fireEvent.click(within(offer).getAllByRole('button').at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'รับพลั่ว' })).toBeInTheDocument();
  });

  it('cave mining: each dig is in the mining record with its ores', async () => {
    const { container } = await open('cave-mining-2022', '74006', 'ms');
    fireEvent.click(await screen.findByRole('tab', { name: 'Rekod saya' }));
    expect(await screen.findByText('Rekod perlombongan saya')).toBeInTheDocument();
    expect(await screen.findByText('Belum ada hadiah')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('tab', { name: 'Gali' }));
    await screen.findByText('3 beliung · 1 USD = 1 beliung');
    fireEvent.click(container.querySelector<HTMLButtonElement>('.cw-draw__btn')!);
    expect(await screen.findByText('2 beliung · 1 USD = 1 beliung')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('tab', { name: 'Rekod saya' }));
    const record = (await screen.findByText('Rekod perlombongan saya')).closest('section')!;
    await waitFor(() => expect(within(record).getAllByRole('listitem')).toHaveLength(1));
    expect(within(record).getByRole('listitem')).toHaveTextContent(/(Coal|Iron Ore|Silver Ore|Gold Ore|Diamond Ore).*×1/);
  });
});
