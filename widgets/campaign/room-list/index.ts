import { dataReads, defineWidget } from '@engine';
import { listSectionHeight, reservedRows } from '@kit/list/listHeight';
import roomReads from './reads.json';
import { roomListProps } from './schema';

/** Rows of rooms (place, picture, name, owner, score); a tap runs an action, usually going to the room. */
export const roomList = defineWidget({
  type: 'room-list',
  version: 1,
  description: 'Room rows with place, picture, name, owner and score; a tap runs an action with the room (e.g. the app opens it), with loading, empty and error states.',
  props: roomListProps,
  reads: dataReads(roomReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  // Its rows (64 px, 6 px apart): as many as its limit, else a screen of them.
  skeletonHeight: (props) => listSectionHeight(props.title, reservedRows(props.limit, 70), 64, 6),
});
