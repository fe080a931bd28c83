import { defineWidget } from '@engine';
import { imageCropperProps } from './schema';

export const imageCropper = defineWidget({
  type: 'image-cropper',
  version: 1,
  description: "Crops a picture to a fixed box (default 375x125); 'Confirm' exports a png to the page state and runs an action.",
  props: imageCropperProps,
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 300,
});
