import type { Meta, StoryObj } from '@storybook/react';
import { LOADING_VALUE } from '@engine';
import { everyLanguage, renderNode, type StoryCampaign } from '../../../.storybook/renderNode';
import { rulesStrings } from '../../../.storybook/fixtures/rulesStrings';

const meta: Meta = { title: 'Campaign/Text', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = rulesStrings;

const show = (props: Record<string, unknown>, campaign: StoryCampaign = {}): Story => ({ render: () => renderNode({ type: 'text', props }, { strings, ...campaign }) });
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });

export const Default = show({ title: 'rulesTitle', text: 'rules' });
export const LongText: Story = { ...show({ title: 'rulesTitle', text: 'long' }), globals: { locale: 'th' } };
export const LongTextVietnamese: Story = { ...LongText, globals: { locale: 'vi' } };
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const PhilippinesFilipino = inLocale('ph');
export const Filipino = inLocale('fil');
export const Vietnamese = inLocale('vi');

const dateStrings = everyLanguage({
  badge: { en: 'Your badge lasts until {until}.', ms: 'Lencana anda sah sehingga {until}.', th: 'เหรียญของคุณใช้ได้ถึง {until}', fil: 'Valid ang badge mo hanggang {until}.', vi: 'Huy hiệu của bạn có hiệu lực đến {until}.' },
});
/** An instant shown as a date written out in the page language. */
export const DateValue: Story = { render: () => renderNode({ type: 'text', props: { text: 'badge', values: { until: '2026-12-28T12:00:00+08:00' }, dates: ['until'] } }, { strings: dateStrings }) };
export const DateValueThai: Story = { ...DateValue, globals: { locale: 'th' } };
/** While the answer holding its value loads: the words at once, the placeholder where the value will stand. */
export const ValueLoading: Story = { render: () => renderNode({ type: 'text', props: { text: 'badge', values: { until: LOADING_VALUE }, dates: ['until'] } }, { strings: dateStrings }) };
