import * as z from 'zod/mini';
import { actionRef, lazySchema, text } from '@engine';
import { boundRows, intFrom, opt, withDefault } from '@kit/fields';

export const fragmentBagProps = lazySchema(() =>
  z.object({
    fragments: boundRows('Fragment rows: giftId (or id), name, icon, count owned.', 'Fragments the user owns, usually {{data.mall.fragments}}; undefined while loading.'),
    composeAction: actionRef(
      'Action run once the user confirmed an exchange; the choice is in {{state.<stateKey>}}: mode (gun or puzzle), fragments (one gift id per piece), giftId, count.',
    ),
    stateKey: withDefault(z.string().check(z.regex(/^[A-Za-z_][\w]*$/)), 'fragments', 'Page state key holding the fragments being exchanged.'),
    gunSize: withDefault(intFrom(1), 3, 'How many fragments of one gift exchange for a bubble gun (the events use 3).'),
    puzzleSize: withDefault(intFrom(1), 4, 'How many fragments of one gift complete its puzzle (the events use 4).'),
    items: boundRows('Bag rows: id, type (1 send ticket, 2 shard, 3 lottery ticket), name, icon, count.', 'Items of the bag, usually {{data.bag}}; undefined while loading; absent: no bag section.'),
    useAction: opt(actionRef('Action run once the user confirmed using one bag item; the item is in {{state.<itemStateKey>}} (id, type, count 1).'), 'Action run to use one bag item (no Use button when absent).'),
    itemStateKey: withDefault(z.string().check(z.regex(/^[A-Za-z_][\w]*$/)), 'bagItem', 'Page state key holding the bag item being used.'),
    title: opt(text('String key of the title above the fragments.'), 'String key of the title above the fragments (default: the shared "Fragments").'),
  }),
);

export type FragmentBagProps = z.output<typeof fragmentBagProps>;
