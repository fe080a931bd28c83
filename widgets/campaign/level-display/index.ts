import { defineWidget } from '@engine';
import { levelDisplayProps } from './schema';

/** Named levels at thresholds: current and next, and every level in a grid whose labels never overlap. */
export const levelDisplay = defineWidget({
  type: 'level-display',
  version: 1,
  description: 'Named levels unlocked at thresholds (e.g. a couple house\'s levels by couple points): the current level, the next with the value still needed, a bar toward it, and every level in a wrapping grid whose labels never overlap, even at 360 px.',
  props: levelDisplayProps,
  component: () => import('./LevelDisplay'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 220,
});
