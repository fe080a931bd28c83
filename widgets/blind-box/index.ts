import { defineWidget } from '@engine';
import { blindBoxProps } from './schema';

/** The blind box widget. */
export const blindBox = defineWidget({
  type: 'blind-box',
  version: 1,
  description: 'Shows its title and an invitation to join in.',
  props: blindBoxProps,
  component: () => import('./BlindBox'),
  module: import.meta.url,
  componentFile: './BlindBox.tsx',
  strings: './strings',
  skeletonHeight: 72,
});
