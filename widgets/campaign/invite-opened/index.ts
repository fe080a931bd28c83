import { defineWidget } from '@engine';
import { inviteOpenedProps } from './schema';

/** A page opened from a shared invite link: the sharer's user id, read from the link, is reported once. */
export const inviteOpened = defineWidget({
  type: 'invite-opened',
  version: 1,
  description: 'Reports the invite of a shared link the page was opened from: the sharer\'s user id in the link\'s query parameter is sent once to the API path, only when it is a plain user id (digits) and not the viewer\'s own; it goes nowhere else.',
  props: inviteOpenedProps,
  component: () => import('./Component'),
  module: import.meta.url,
  skeletonHeight: 0,
});
