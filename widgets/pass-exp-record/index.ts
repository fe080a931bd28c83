import { defineWidget } from '@engine';
import { passExpRecordProps } from './schema';

/** The Diamond Pass EXP record. */
export const passExpRecord = defineWidget({
  type: 'pass-exp-record',
  version: 1,
  description: 'Diamond Pass EXP record: where each EXP came from and when, newest first, loaded a page at a time.',
  props: passExpRecordProps,
  component: () => import('./Component'),
  skeletonHeight: 200,
});
