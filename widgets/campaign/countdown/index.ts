import { defineWidget } from '@engine';
import { countdownProps } from './schema';

/** Time left to an instant or to the end of the current phase. */
export const countdown = defineWidget({
  type: 'countdown',
  version: 1,
  description: 'Days and hh:mm:ss left to an instant or the current phase end, ticking each second with the engine clock; runs an action once at zero.',
  props: countdownProps,
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  // On the first screen of most pages (69 of the 92 prerendered ones).
  everyPage: true,
  // The countdown box: 40 px content plus 12 px padding above and below (countdown.css).
  skeletonHeight: 64,
});
