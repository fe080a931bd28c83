/** The data a room list reads (roomRows.ts reads it): one row per room. */
import { field, type DataRead } from '@engine';

export const roomReads: readonly DataRead[] = [
  {
    prop: 'source',
    what: 'Room rows, best first',
    shape: 'rows',
    listIn: ['list', 'rows', 'rooms'],
    fields: [
      field('roomName|name|title', 'text', 'Name of the room.', { required: true }),
      field('roomId|id', 'text or number', 'Id of the room (a tap opening it passes it on: forward type 9).'),
      field('icon|roomIcon|cover', 'text', 'Room picture URL.'),
      field('owner', 'object', 'The room\'s owner.', { fields: [field('nickName|name|userName', 'text', 'Owner\'s name.')] }),
      field('ownerName', 'text', 'Owner\'s name, when the row has no owner object.'),
      field('value|score|diamonds|hot', 'number', 'Score shown at the end of the row.'),
      field('rank|orderNumber', 'number', 'Place (default: the row\'s position).'),
    ],
  },
];
