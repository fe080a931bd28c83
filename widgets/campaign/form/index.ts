import { defineWidget } from '@engine';
import { formHeight } from './formHeight';
import { formProps } from './schema';

/** A form built from a list of fields, sent to an API path. */
export const form = defineWidget({
  type: 'form',
  version: 1,
  description: 'Form from a field list (text, textarea, number, choice, multi-choice, picture, user id): required, length and range rules and user ids (an unknown one reads "Please enter a valid user id") checked on submit with errors next to the fields; pictures are cropped then uploaded (to the host the signing call gives, under a key of directory, random string, time and extension); one tap sends one POST of the values to submitPath; a thank-you once accepted; a failure keeps everything typed.',
  props: formProps,
  component: () => import('./Form'),
  module: import.meta.url,
  strings: './strings',
  showsStrings: ['image-cropper'],
  skeletonHeight: formHeight,
});
