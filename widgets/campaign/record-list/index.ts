import { dataReads, defineWidget } from '@engine';
import recordReads from './reads.json';
import { recordListProps } from './schema';

/** A paged list of the user's records (prizes, draws, EXP, invitations). */
export const recordList = defineWidget({
  type: 'record-list',
  version: 1,
  description: 'Records of prizes, draws, EXP or invitations read page by page, with "load more" or loading on reaching the bottom.',
  props: recordListProps,
  reads: dataReads(recordReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 300,
});
