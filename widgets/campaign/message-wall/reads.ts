/** The data a message wall reads (messageRows.ts reads it): one row per message, newest first. */
import { field, type DataRead } from '@engine';

const person = (who: string) => [
  field('name|nickName|userName', 'text', `${who}'s name.`),
  field('userId', 'text or number', `${who}'s id (shown when there is no name).`),
  field('icon|avatar', 'text', `${who}'s avatar URL.`),
];

export const messageReads: readonly DataRead[] = [
  {
    prop: 'source',
    what: 'Messages, newest first',
    shape: 'rows',
    listIn: ['list', 'rows', 'records'],
    fields: [
      field('content|message|text', 'text', 'The message (cut after 500 characters).', { required: true }),
      field('from', 'object', 'Who wrote it.', { fields: person('The writer') }),
      field('to', 'object', 'Who it is written to.', { fields: person('The receiver') }),
      field('createTime|time', 'instant', 'When it was written (shown as date and time).'),
      field('id', 'text or number', 'Id of the message.'),
    ],
  },
];
