import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@engine';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';

const gift = (id: number, name: string, diamonds: number) => ({ id, name, diamonds, icon: `/vue/sandbox/gift/${id}.svg` });
const starter = { packId: 101, name: 'Starter Bag', originalPrice: 990, currentPrice: 99, items: [{ gift: gift(1004, 'Teddy Bear', 99), count: 3 }, { gift: gift(1005, 'Love Letter', 199), count: 1 }], bought: false };
const superStarter = { packId: 102, name: 'Super Starter Bag', originalPrice: 2990, currentPrice: 299, items: [{ gift: gift(1006, 'Equal Heart', 399), count: 2 }, { gift: gift(1007, 'Crown', 999), count: 1 }], bought: false };
const packs = (bought?: number) => (req: { params?: Record<string, unknown> }) => {
  const pack = Number(req.params?.packId) === 102 ? superStarter : starter;
  return { ...pack, bought: pack.packId === bought };
};
const role = (bought?: number) => (req: { params?: Record<string, unknown> }) => {
  const mine = Number(req.params?.packId) === bought;
  if (bought === undefined) return { eligible: true, reason: null, reasonText: null, bought: false };
  return { eligible: false, bought: mine, reasonText: mine ? null : 'You can buy only one gift bag type.' };
};
const newcomer = { '/marketing/giftPack/getByPackId': packs(), 'POST /marketing/giftPack/checkUserRole': role(), '/facade/wallet/get': { diamond: 300 } };
const strings = everyLanguage({
  note: {
    en: 'Shopping note: only accounts that have never recharged can buy these bags; each account buys one of the two.',
    ms: 'Nota pembelian: hanya akaun yang tidak pernah tambah nilai boleh membeli beg ini; setiap akaun membeli satu daripada dua.',
    th: 'หมายเหตุการซื้อ: เฉพาะบัญชีที่ไม่เคยเติมเงินเท่านั้นที่ซื้อถุงเหล่านี้ได้ แต่ละบัญชีซื้อได้หนึ่งในสองถุง',
    ph: 'Paalala: ang mga account lang na hindi pa nakapag-recharge ang puwedeng bumili; isa lang sa dalawa ang mabibili.',
    fil: 'Paalala: ang mga account lang na hindi pa nakapag-recharge ang puwedeng bumili; isa lang sa dalawa ang mabibili.',
    vi: 'Lưu ý: chỉ tài khoản chưa từng nạp tiền mới mua được; mỗi tài khoản mua một trong hai túi.',
  },
});
const actions = { recharge: [{ type: 'openModal' as const, id: 'recharge' }] };

const meta = {
  title: 'Campaign/GiftBag',
  render: (args) => renderNode({ type: 'gift-bag', props: args }, { strings, actions, siblings: [{ type: 'product-modal', id: 'recharge', props: { productType: 'gemstone' } }] }),
  args: { packs: [101, 102], note: 'note' },
  parameters: { responses: newcomer },
} satisfies Meta<Record<string, unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A never-recharged user with 300 diamonds: both bags on offer. */
export const NeverRecharged: Story = {};
/** The sandbox's story user has recharged before: each bag says why it is not for them. */
export const SandboxRechargedUser: Story = { parameters: { responses: {} } };
/** The Diamond Rain bag from the sandbox: the story user can afford it. */
export const SandboxDiamondRain: Story = { args: { packs: [201], rechargeAction: 'recharge' }, parameters: { responses: {} } };
/** One bag bought: it shows as purchased, the other as unavailable with the reason. */
export const OneBought: Story = { parameters: { responses: { ...newcomer, '/marketing/giftPack/getByPackId': packs(101), 'POST /marketing/giftPack/checkUserRole': role(101), '/facade/wallet/get': { diamond: 201 } } } };
/** Too few diamonds: the bag offers a recharge. */
export const NotEnoughDiamonds: Story = { args: { packs: [102], rechargeAction: 'recharge' }, parameters: { responses: { ...newcomer, '/facade/wallet/get': { diamond: 120 } } } };
export const Loading: Story = { parameters: { responses: { ...newcomer, '/marketing/giftPack/getByPackId': () => new Promise(() => undefined) } } };
export const ErrorState: Story = {
  parameters: {
    responses: {
      ...newcomer,
      '/marketing/giftPack/getByPackId': () => {
        throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
      },
    },
  },
};
export const Malay: Story = { globals: { locale: 'ms' } };
export const Thai: Story = { globals: { locale: 'th' } };
export const Filipino: Story = { globals: { locale: 'fil' } };
export const Vietnamese: Story = { globals: { locale: 'vi' } };
