import { defineWidget } from '@engine';
import { stardustProps } from './schema';

/** The stardust of the spark events: the balance, what a Spark earns, and when the current cycle's stardust is cleared. */
export const stardust = defineWidget({
  type: 'stardust',
  version: 1,
  description:
    "Stardust balance of the spark events: what the user holds, that every Spark lit earns 10 stardust, and when the current cycle's stardust is cleared (cycles run from the 20th to 22:59 on the 19th, UTC+8), shown in the user's time zone; in the hour after the clearing, when gathering restarts.",
  props: stardustProps,
  component: () => import('./Stardust'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 106,
});
