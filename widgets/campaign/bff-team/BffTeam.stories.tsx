import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Campaign/BffTeam', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  title: { en: 'My BFF team', ms: 'Pasukan BFF saya', th: 'ทีม BFF ของฉัน', fil: 'Aking BFF team', vi: 'Đội BFF của tôi' },
});
const actions = { createAction: 'create', inviteFriendAction: 'friend', inviteFamilyAction: 'family', respondAction: 'respond' };
const team = {
  name: 'Sunset Riders', isOwner: true, qualifyingPoints: 1200, carriedPoints: 240, finalsPoints: 900, locked: false,
  members: [{ userId: '10002', name: 'Ana' }],
  families: [{ inviteId: 1, userId: '10004', name: 'Moonlight', status: 'bound' }],
};

export const NameEntry: Story = { render: () => renderNode({ type: 'bff-team', props: { title: 'title', team: null, ...actions } }, { strings }) };
export const Team: Story = {
  render: () => renderNode({ type: 'bff-team', props: { title: 'title', team, declined: [{ userId: '10003', name: 'Ben' }], ...actions } }, { strings }),
};
export const Invited: Story = {
  render: () => renderNode({ type: 'bff-team', props: { team: null, waiting: [{ inviteId: 3, kind: 'friend', teamName: 'Love Birds' }], ...actions } }, { strings }),
};
export const Thai: Story = { ...Team, globals: { locale: 'th' } };
export const Filipino: Story = { ...Team, globals: { locale: 'ph' } };
export const Vietnamese: Story = { ...Team, globals: { locale: 'vn' } };
