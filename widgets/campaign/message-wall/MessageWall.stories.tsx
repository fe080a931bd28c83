import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Campaign/Message wall', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  title: { en: 'Confession wall', ms: 'Dinding luahan', th: 'กำแพงสารภาพ', fil: 'Confession wall', vi: 'Bức tường tỏ tình' },
});
const PATH = '/marketing/confession/list';
const show = (extra: Partial<Story> = {}): Story => ({
  render: () => renderNode({ type: 'message-wall', props: { source: 'wall', title: 'title' } }, { strings, data: { wall: { path: PATH, params: { size: 50 } } } }),
  ...extra,
});
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });

/** The confession wall as the sandbox answers it, newest first. */
export const Default = show();
export const Loading = dataStates(Default, { [PATH]: { rows: [] } }).Loading;
export const Empty = show({ parameters: { responses: { [PATH]: () => ({ rows: [] }) } } });
export const ErrorState = show({
  parameters: { responses: { [PATH]: () => { throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' }); } } },
});
export const HostileAndLongText = show({
  parameters: {
    responses: {
      [PATH]: () => ({
        rows: [
          { id: 1, from: { userId: '1', name: '<img src=x onerror=alert(1)>', icon: 'javascript:alert(1)' }, to: { userId: '2', name: 'x'.repeat(300) }, content: 'ข้อความยาวมาก '.repeat(60), createTime: '2026-11-22T12:00:00+08:00' },
        ],
      }),
    },
  },
});
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const Filipino = inLocale('ph');
export const Vietnamese = inLocale('vi');
