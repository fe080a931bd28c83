import { defineWidget } from '@engine';
import { luckyWheelProps } from './schema';

/** The lucky wheel widget. */
export const luckyWheel = defineWidget({
  type: 'lucky-wheel',
  version: 1,
  description: 'Shows its title and an invitation to join in.',
  props: luckyWheelProps,
  component: () => import('./LuckyWheel'),
  module: import.meta.url,
  componentFile: './LuckyWheel.tsx',
  strings: './strings',
  skeletonHeight: 72,
});
