import { dataReads, defineWidget } from '@engine';
import { listSectionHeight } from '@kit/list/listHeight';
import roomReads from './reads.json';
import { roomListProps, roomSkeleton } from './schema';

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
  skeletonHeight: (props) => {
    const rows = roomSkeleton(props.limit);
    return listSectionHeight(props.title, rows.count, rows.height, rows.gap);
  },
});
