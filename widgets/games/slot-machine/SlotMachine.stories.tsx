import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { renderNode } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Games/Slot machine', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const PAGE = '/lottery/bigEaterAct/indexInfo';
const ACT = 202611220801;
const gift = (id: number) => `/vue/sandbox/gift/${id}.svg`;
const RAPID = ['Durian', 'Mango', 'Rambutan', 'Coconut', 'Satay', 'Laksa', 'Lobster', 'Golden Crab'].map((name, i) => ({ id: 101 + i, name, icon: gift(1001 + i), multiple: [5, 5, 5, 5, 10, 15, 25, 45][i] }));
const CHICKENS = ['zero', 'ninja', 'normal', 'weak'].map((name, i) => ({ id: 201 + i, name, icon: gift(1005 + i), multiple: [2, 3, 4, 8][i] }));

function indexInfo(over: Record<string, unknown> = {}) {
  return {
    actConfigId: 1, actType: 'P10000', actNo: ACT, channelId: 'sandbox-rapid-king', status: 20, betLeftSeconds: 25, resultViewLeftSeconds: 0,
    buyItems: [{ id: 1, diamondCount: 100, medalCount: 1 }, { id: 2, diamondCount: 1000, medalCount: 10 }, { id: 3, diamondCount: 10000, medalCount: 100 }, { id: 4, diamondCount: 50000, medalCount: 500 }],
    prizeConfigs: RAPID,
    userPrizeBets: [{ prizeConfigId: 101, betDiamond: 1100, medalCount: 11 }, { prizeConfigId: 107, betDiamond: 10000, medalCount: 100 }],
    actPrizeRecords: [
      { actNo: ACT - 1, prizeConfigId: 102, recordType: 1, winnerCount: 12 },
      { actNo: ACT - 2, prizeConfigId: 108, recordType: 4, winnerCount: 2 },
      { actNo: ACT - 3, prizeConfigId: 103, recordType: 1, winnerCount: 9 },
    ],
    top: [{ userId: '20417', name: 'Siti Nurhaliza ✿', icon: '/avatar.svg', diamonds: 245000 }, { userId: '20988', name: 'Kittisak', diamonds: 118500 }],
    userPrize: null, todayIncome: 12500, walletDiamond: 88000, medalCount: 311,
    ...over,
  };
}

const RESULT = indexInfo({
  status: 40, betLeftSeconds: 0, resultViewLeftSeconds: 8,
  actPrizeRecords: [{ actNo: ACT, prizeConfigId: 101, recordType: 4, winnerCount: 31 }, ...indexInfo().actPrizeRecords],
  userPrize: { actNo: ACT, recordType: 4, prizeDiamondCount: 5500, abCount: 1, bbCount: 2 },
});

const show = (props: Record<string, unknown>, responses: Record<string, unknown>): Story => ({
  render: () => renderNode({ type: 'slot-machine', props }),
  parameters: { responses },
});
const rapid = (data: unknown) => show({ actType: 'P10000' }, { [PAGE]: data });

export const Betting = rapid(indexInfo());
export const Settling = rapid(indexInfo({ status: 35, betLeftSeconds: 0 }));
export const Result = rapid(RESULT);
export const GameOver = rapid(indexInfo({ status: 999, betLeftSeconds: 0, userPrizeBets: [] }));
export const FirstRoundOfTheDay = rapid(indexInfo({ actPrizeRecords: [], userPrizeBets: [], top: [], todayIncome: 0 }));
export const HostileNames = rapid(indexInfo({ top: [{ userId: '1', name: '<img src=x onerror=alert(1)><script>alert(2)</script>', diamonds: 1_250_000 }] }));
export const Cockfight = show({ actType: 'P10001', variant: 'cockfight' }, { [PAGE]: indexInfo({ actType: 'P10001', channelId: 'sandbox-cockfight', prizeConfigs: CHICKENS, userPrizeBets: [{ prizeConfigId: 202, betDiamond: 1000, medalCount: 10 }], actPrizeRecords: [{ actNo: ACT - 1, prizeConfigId: 204, recordType: 1, winnerCount: 4 }] }) });
export const CockfightResult = show({ actType: 'P10001', variant: 'cockfight' }, { [PAGE]: { ...RESULT, prizeConfigs: CHICKENS, userPrizeBets: [], actPrizeRecords: [{ actNo: ACT, prizeConfigId: 203, recordType: 1, winnerCount: 7 }] } });
/** A round whose answer offers no prizes to bet on, no earlier rounds and no bets: the empty board. */
export const Empty = rapid(indexInfo({ prizeConfigs: [], userPrizeBets: [], actPrizeRecords: [], top: [] }));
export const Loading = rapid(() => new Promise(() => {}));
export const NetworkError = rapid(() => {
  throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
});
export const Thai: Story = { ...Betting, globals: { locale: 'th' } };
export const Vietnamese: Story = { ...Result, globals: { locale: 'vi' } };
export const Malay: Story = { ...Betting, globals: { locale: 'ms' } };
export const Filipino: Story = { ...CockfightResult, globals: { locale: 'fil' } };
export const PhilippinesFilipino: Story = { ...Betting, globals: { locale: 'ph' } };
