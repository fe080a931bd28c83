import { defineWidget } from '@engine';
import { numberRollerProps } from './schema';

export const numberRoller = defineWidget({
  type: 'number-roller',
  version: 1,
  description: 'A rolling digit (range 0-9, 40 ms per step) that slows down and stops on a target value.',
  props: numberRollerProps,
  component: () => import('./Component'),
  module: import.meta.url,
  skeletonHeight: 48,
});
