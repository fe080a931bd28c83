import { defineWidget } from '@engine';
import { progressBarProps } from './schema';

/** Progress towards a goal with milestone markers. */
export const progressBar = defineWidget({
  type: 'progress-bar',
  version: 1,
  description: 'A progress bar (value of max) with milestone markers that light up once reached.',
  props: progressBarProps,
  component: () => import('./Component'),
  module: import.meta.url,
  skeletonHeight: 72,
});
