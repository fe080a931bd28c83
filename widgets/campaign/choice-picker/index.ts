import { defineWidget } from '@engine';
import { choicePickerProps } from './schema';

/** A choose-one picker. */
export const choicePicker = defineWidget({
  type: 'choice-picker',
  version: 1,
  description: 'Choose-one picker: a labelled list of answers (radio rows); the chosen value goes to the page state, then an optional action runs. The form widget\'s choice fields use the same picker.',
  props: choicePickerProps,
  component: () => import('./Component'),
  module: import.meta.url,
  skeletonHeight: 160,
});
