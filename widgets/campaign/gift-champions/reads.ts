/** The data gift champions read (championRows.ts reads it): one row per gift with its champions. */
import { field, type DataRead } from '@engine';

const user = [
  field('nickName|name|userName', 'text', 'Name.'),
  field('avatar|icon|headUrl', 'text', 'Avatar URL.'),
  field('value|diamonds|diamond|score', 'number', 'Score.'),
  field('rank', 'number', 'Place (default: the position in top).'),
];

const gift = [
  field('name|giftName', 'text', 'Name of the gift (a row without one is not shown).'),
  field('icon|giftIcon|image', 'text', 'Picture of the gift.'),
  field('id|giftId', 'text or number', 'Id of the gift.'),
];

export const championReads: readonly DataRead[] = [
  {
    prop: 'source',
    what: 'One row per gift: this week\'s top 3 (top) or last week\'s sender and receiver',
    shape: 'rows',
    listIn: ['list', 'rows', 'gifts'],
    fields: [
      field('gift', 'object', 'The gift (else its fields are on the row itself).', { fields: gift }),
      ...gift,
      field('top', 'list', 'This week\'s best three senders, best first.', { fields: user }),
      field('sender', 'object', 'Last week\'s top sender.', { fields: user }),
      field('receiver', 'object', 'Last week\'s top receiver.', { fields: user }),
    ],
  },
];
