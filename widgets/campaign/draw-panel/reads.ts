/** The data a draw panel reads: the prizes of the last draw. */
import { field, type DataRead } from '@engine';

export const drawReads: readonly DataRead[] = [
  {
    prop: 'results',
    what: 'Prizes of the last draw',
    shape: 'rows',
    fields: [
      field('name|prizeName|title', 'text', 'Prize name.', { required: true }),
      field('icon|image|prizeIcon', 'text', 'Prize picture URL.'),
      field('count|num|quantity', 'number', 'How many (default 1).'),
    ],
  },
];
