import { defineWidget } from '@engine';
import { overlayProps } from './schema';

export const overlay = defineWidget({
  type: 'overlay',
  version: 1,
  description: 'A dimmed layer showing its children in the centre, at the top or at the bottom; opened by id or by a binding.',
  props: overlayProps,
  acceptsChildren: true,
  component: () => import('./Component'),
  module: import.meta.url,
  componentFile: './Component.tsx',
  strings: './strings',
  skeletonHeight: 0,
});
