import { defineWidget } from '@engine';
import { mediaPreviewerProps } from './schema';

export const mediaPreviewer = defineWidget({
  type: 'media-previewer',
  version: 1,
  description: 'Plays a video, an SVGA animation or an alpha video; SVGA is previewed natively by apps from 3.14.0.',
  props: mediaPreviewerProps,
  component: () => import('./Component'),
  module: import.meta.url,
  componentFile: './Component.tsx',
  strings: './strings',
  skeletonHeight: 220,
});
