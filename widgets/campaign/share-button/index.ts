import { defineWidget } from '@engine';
import { shareButtonProps } from './schema';

/** Share the campaign to Facebook, WhatsApp or by copying the link. */
export const shareButton = defineWidget({
  type: 'share-button',
  version: 1,
  description: 'Share buttons for Facebook, WhatsApp and copy-link; the link carries the attribution link (l); FB/WA links are opened by the page; copying shows "Copy link successful!".',
  props: shareButtonProps,
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  // Its padding (16 px), its title (19 px and 8 px below it) and its buttons (70 px), share-button.css.
  skeletonHeight: (props) => 16 + (props.title ? 27 : 0) + 70,
});
