import * as z from 'zod/mini';
import { actionRef, dataRef, lazySchema, text } from '@engine';
import { opt, withDefault } from '@kit/fields';

const apiPath = z.string().check(z.regex(/^\/[\w\-/]*$/));

export const blindBoxProps = lazySchema(() =>
  z.object({
    source: dataRef('Declared data source answering the board (boardNo, boxCount, boxes, keys, maxKeys, keysExchanged, gems, gemsPerKey, exchangeMax, refreshCost, refreshNeedMore, bulk); gives the loading, error and retry states.'),
    openPath: withDefault(apiPath, '/activity/blindBox/open', 'POST path opening one box (boxIndex) for a key.'),
    openAllPath: withDefault(apiPath, '/activity/blindBox/openAll', 'POST path opening every box left at 10% off.'),
    refreshPath: withDefault(apiPath, '/activity/blindBox/refresh', 'POST path of the paid refresh (gems): deals the board again and restores its max keys.'),
    exchangePath: withDefault(apiPath, '/activity/blindBox/exchange', 'POST path exchanging gems for keys (count).'),
    onChanged: opt(actionRef('Action run after each opening, refresh and exchange, e.g. a refetch of the record.'), 'Action run after each opening, refresh and exchange, e.g. a refetch of the record.'),
    title: opt(text('String key of the title above the board.'), 'String key of the title above the board (none: no title).'),
  }),
);

export type BlindBoxProps = z.output<typeof blindBoxProps>;
