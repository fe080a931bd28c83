import * as z from 'zod/mini';
import { actionRef, dataRef, describe, lazySchema } from '@engine';
import { intFrom, opt, withDefault } from '@kit/fields';
import { reservedRows } from '@kit/list/listHeight';
import { listWordProps } from '@kit/list/listWords';

/**
 * The placeholder of a room list while its rows load: rows as tall as a room's (64 px, 6 px apart, room-list.css),
 * as many as its limit, else a screen of them.
 */
export const roomSkeleton = (limit: unknown) => ({ count: reservedRows(limit, 64 + 6), height: 64, gap: 6 });

export const roomListProps = lazySchema(() =>
  z.object({
    source: describe(
      dataRef('Declared data source whose answer holds the room rows (list or rows): rank, roomId, roomName, icon, owner, value.'),
      'Declared data source with the room rows, e.g. /marketing/rankingList/getChatRoomRanking.',
    ),
    action: opt(actionRef('Action run when a room is tapped; the room is in page state under `stateKey`, e.g. a bridge forward of type 9 with id {{state.room.roomId}}.'), 'Action run when a room is tapped (the tapped room is {{state.<stateKey>}}).'),
    stateKey: withDefault(z.string().check(z.minLength(1)), 'room', 'Page state key the tapped room is put under before the action runs.'),
    limit: opt(intFrom(1), 'Show at most this many rooms.'),
    ...listWordProps('the rooms', 'no room is listed', 'a shared message'),
  }),
);

export type RoomListProps = z.output<typeof roomListProps>;
