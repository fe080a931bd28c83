/** The data a prize pool reads (PrizeGrid.tsx reads it): one card per prize. */
import { field, type DataRead } from '@engine';

export const prizePoolReads: readonly DataRead[] = [
  {
    prop: 'prizes',
    what: 'Prizes of the pool, in the order shown',
    shape: 'rows',
    fields: [
      field('name|prizeName|title', 'text', 'Name of the prize.', { required: true }),
      field('icon|image|prizeIcon', 'text', 'Picture of the prize.'),
      field('value|diamond|diamonds|worth', 'number', 'Worth in diamonds, shown on the card.'),
      field('prizeType|prizeConfigType|tier', 'number', 'Tier: 1 normal (default), 2 high, 3 limited.'),
    ],
  },
];
