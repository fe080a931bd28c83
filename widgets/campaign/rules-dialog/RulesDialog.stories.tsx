import type { Meta, StoryObj } from '@storybook/react';
import { renderNode, type StoryCampaign } from '../../../.storybook/renderNode';
import { rulesStrings } from '../../../.storybook/fixtures/rulesStrings';

const meta: Meta = { title: 'Campaign/Rules dialog', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = rulesStrings;

const show = (props: Record<string, unknown>, campaign: StoryCampaign = {}): Story => ({ render: () => renderNode({ type: 'rules-dialog', props }, { strings, ...campaign }) });
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });

export const Default = show({ buttonText: 'rulesTitle', text: 'rules' });
export const LongText: Story = { ...show({ buttonText: 'rulesTitle', text: 'long' }), globals: { locale: 'th' } };
export const LongTextVietnamese: Story = { ...LongText, globals: { locale: 'vi' } };
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const PhilippinesFilipino = inLocale('ph');
export const Filipino = inLocale('fil');
export const Vietnamese = inLocale('vi');
