import { dataReads, defineWidget } from '@engine';
import messageReads from './reads.json';
import { messageWallProps } from './schema';

/** A wall of messages users wrote to each other (the confession wall), newest first. */
export const messageWall = defineWidget({
  type: 'message-wall',
  version: 1,
  description: 'Messages of a data source, newest first: who wrote to whom, the text and when; loading, empty and error states. A `refetch` step after posting shows a new message.',
  props: messageWallProps,
  reads: dataReads(messageReads),
  component: () => import('./MessageWall'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 400,
});
