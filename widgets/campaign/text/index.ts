import { defineWidget } from '@engine';
import { textProps } from './schema';

/** A block of text such as the rules, from a string key. */
export const text = defineWidget({
  type: 'text',
  version: 1,
  description: 'A paragraph from a string key (e.g. the rules), with an optional title and placeholder values.',
  props: textProps,
  component: () => import('./Component'),
  module: import.meta.url,
  everyPage: true,
  skeletonHeight: 120,
});
