import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Campaign/Banner list', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  title: { en: 'Running now', ms: 'Sedang berjalan', th: 'กำลังจัดอยู่', fil: 'Tumatakbo ngayon', vi: 'Đang diễn ra' },
});
const PATH = '/marketing/banner/list';
const routes = ['/activity-event/index', '/diamond-pass/index', '/spark/stars-hunters', '/podcast/list', '/confession/index'];
const show = (extra: Partial<Story> = {}): Story => ({
  render: () => renderNode({ type: 'banner-list', props: { source: 'banners', routes, title: 'title' } }, { strings, data: { banners: { path: PATH } } }),
  ...extra,
});
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });

/** The banners the sandbox runs now; each opens its page in the app. */
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
