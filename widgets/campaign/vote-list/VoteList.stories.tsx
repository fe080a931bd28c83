import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode, type StoryCampaign } from '../../../.storybook/renderNode';
import { dataStates } from '../../../.storybook/dataStates';

const meta: Meta = { title: 'Campaign/Vote list', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  title: { en: 'All singers', ms: 'Semua penyanyi', th: 'นักร้องทั้งหมด', fil: 'Lahat ng mang-aawit', vi: 'Tất cả ca sĩ' },
});
/** The sandbox's singer stage (/activity/singer/voteUserList) and its vote call. */
const live: StoryCampaign = {
  strings,
  data: { candidates: { path: '/activity/singer/voteUserList', params: { size: 50 } } },
  actions: { vote: [{ type: 'api', path: '/activity/singer/vote', method: 'POST', money: true, body: { userId: '{{state.candidate.userId}}', count: 1 } }] },
};

export const Default: Story = { render: () => renderNode({ type: 'vote-list', props: { source: 'candidates', voteAction: 'vote', title: 'title' } }, live) };
const states = dataStates(Default, { '/activity/singer/voteUserList': { list: [] } });
export const Loading = states.Loading;
export const Empty = states.Empty;
export const TopThree: Story = { render: () => renderNode({ type: 'vote-list', props: { source: 'candidates', voteAction: 'vote', title: 'title', limit: 3 } }, live) };
export const ErrorState: Story = { render: () => renderNode({ type: 'vote-list', props: { source: 'candidates', voteAction: 'vote' } }, { ...live, data: { candidates: { path: '/storybook/unavailable' } } }) };
export const Thai: Story = { ...Default, globals: { locale: 'th' } };
export const Filipino: Story = { ...Default, globals: { locale: 'ph' } };
export const Vietnamese: Story = { ...Default, globals: { locale: 'vn' } };
export const Malay: Story = { ...Default, globals: { locale: 'ms' } };
