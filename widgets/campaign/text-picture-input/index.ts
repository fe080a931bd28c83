import { defineWidget } from '@engine';
import { textPictureInputProps } from './schema';

/** A custom gift request: a short text and one picture. */
export const textPictureInput = defineWidget({
  type: 'text-picture-input',
  version: 1,
  description: 'Text (required, at most 30 characters) and, unless picture is false, exactly one picture (required), checked with localized messages before an action sends them.',
  props: textPictureInputProps,
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 320,
});
