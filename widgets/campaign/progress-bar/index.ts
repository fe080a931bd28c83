import { defineWidget } from '@engine';
import { progressBarProps } from './schema';

/** The bar's height: its padding (8 px above, 28 px below, its marks' labels) and track (10 px), and its label's line (16 px, 6 px above the track). */
const barHeight = (props: Readonly<Record<string, unknown>>): number => 46 + (props.label ? 22 : 0);

/** Progress towards a goal with milestone markers. */
export const progressBar = defineWidget({
  type: 'progress-bar',
  version: 1,
  description: 'A progress bar (value of max) with milestone markers that light up once reached.',
  props: progressBarProps,
  component: () => import('./Component'),
  module: import.meta.url,
  skeletonHeight: barHeight,
});
