import { defineWidget } from '@engine';
import { userChipProps } from './schema';

/** Avatar and name of a user, safe against hostile or very long names. */
export const userChip = defineWidget({
  type: 'user-chip',
  version: 1,
  description: 'Avatar, name and optional id of a user; names are plain text, truncated with an ellipsis.',
  props: userChipProps,
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 56,
});
