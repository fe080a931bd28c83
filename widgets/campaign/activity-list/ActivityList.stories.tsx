import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Campaign/Activity list', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  title: { en: 'Apply for an activity', ms: 'Mohon aktiviti', th: 'สมัครกิจกรรม', fil: 'Mag-apply sa activity', vi: 'Đăng ký hoạt động' },
});
const PATH = '/marketing/activity/apply/listActivityV1';
const actions = { apply: [{ type: 'navigate' as const, to: '/activity-event/apply?activityId={{state.activity.id}}' }] };
const show = (extra: Partial<Story> = {}): Story => ({
  render: () => renderNode({ type: 'activity-list', props: { source: 'activities', action: 'apply', title: 'title' } }, { strings, actions, data: { activities: { path: PATH } } }),
  ...extra,
});
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });

/** The activities as the sandbox answers them (open, not started, ended; the user's application states). */
export const Default = show();
export const Loading = dataStates(Default, { [PATH]: [] }).Loading;
export const Empty = show({ parameters: { responses: { [PATH]: () => [] } } });
export const ErrorState = show({
  parameters: { responses: { [PATH]: () => { throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' }); } } },
});
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const Filipino = inLocale('ph');
export const Vietnamese = inLocale('vi');
