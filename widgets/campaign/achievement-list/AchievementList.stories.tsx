import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Campaign/Achievement list', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  t: { en: 'Achievements', ms: 'Pencapaian', th: 'ความสำเร็จ', ph: 'Mga nakamit', fil: 'Mga nakamit', vi: 'Thành tựu' },
  done: { en: 'Upgraded!', ms: 'Dinaik taraf!', th: 'อัปเกรดแล้ว!', ph: 'Na-upgrade na!', fil: 'Na-upgrade na!', vi: 'Đã nâng cấp!' },
});

const PATH = '/revenue/achievement/getAchievementList';
const actions = {
  upgrade: [{ type: 'api' as const, path: '/revenue/achievement/upgrade', method: 'POST' as const, params: { id: '{{state.achievement.id}}' }, money: true, onSuccess: [{ type: 'toast' as const, text: 'done' }, { type: 'refetch' as const, data: ['list'] }] }],
};
const show = (params: Record<string, unknown> = {}, extra: Partial<Story> = {}): Story => ({
  render: () => renderNode({ type: 'achievement-list', props: { source: 'list', upgradeAction: 'upgrade', title: 't' } }, { strings, actions, data: { list: { path: PATH, params } } }),
  ...extra,
});
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });

/** The sandbox's special achievements: the first is ready to upgrade. */
export const Default = show();
export const Loading = dataStates(Default, { [PATH]: [] }).Loading;
/** The sandbox's monthly achievements. */
export const Monthly = show({ type: 'monthly' });
export const Empty = show({}, { parameters: { responses: { [PATH]: () => [] } } });
export const ErrorState = show({}, {
  parameters: {
    responses: {
      [PATH]: () => {
        throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
      },
    },
  },
});
export const HostileAndLongNames = show({}, {
  parameters: {
    responses: {
      [PATH]: () => [
        { id: 1, name: '<img src=x onerror=alert(1)>', unit: 'x'.repeat(200), level: 1, maxLevel: 5, progress: 5, target: 10, reward: { name: 'ของรางวัลชื่อยาวมากของรางวัลชื่อยาวมาก', days: 30 } },
        { id: 2, name: 'Thành tựu có tên rất dài Thành tựu có tên rất dài', level: 99, maxLevel: 5, progress: 1, target: 1 },
      ],
    },
  },
});
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const PhilippinesFilipino = inLocale('ph');
export const Filipino = inLocale('fil');
export const Vietnamese = inLocale('vi');
