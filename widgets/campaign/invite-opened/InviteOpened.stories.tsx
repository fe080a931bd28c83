import type { Meta, StoryObj } from '@storybook/react';
import { everyLanguage, renderNode } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Campaign/InviteOpened', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const strings = everyLanguage({
  joined: { en: 'You came through a friend\'s invitation.', ms: 'Anda datang melalui jemputan rakan.', th: 'คุณมาจากคำเชิญของเพื่อน', fil: 'Dumating ka sa imbitasyon ng kaibigan.', vi: 'Bạn đến từ lời mời của bạn bè.' },
});

/** Opened without a shared link: nothing is reported and nothing shows. */
export const NoLink: Story = { render: () => renderNode({ type: 'invite-opened', props: { path: '/activity/christmasCards/openShare', notice: 'joined' } }, { strings }) };
