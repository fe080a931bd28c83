import type * as z from 'zod/mini';
import { dataRef } from '@engine';
import { drawGameProps, pathProp } from '@kit/draw/drawProps';

export const blindBoxProps = drawGameProps({ after: ['onChanged', 'Action run after each opening, refresh and exchange, e.g. a refetch of the record.'], title: ['String key of the title above the board.', 'String key of the title above the board (none: no title).'] }, () => ({
  source: dataRef('Declared data source answering the board (boardNo, boxCount, boxes, keys, maxKeys, keysExchanged, gems, gemsPerKey, exchangeMax, refreshCost, refreshNeedMore, bulk); gives the loading, error and retry states.'),
  openPath: pathProp('/activity/blindBox/open', 'POST path opening one box (boxIndex) for a key.'),
  openAllPath: pathProp('/activity/blindBox/openAll', 'POST path opening every box left at 10% off.'),
  refreshPath: pathProp('/activity/blindBox/refresh', 'POST path of the paid refresh (gems): deals the board again and restores its max keys.'),
  exchangePath: pathProp('/activity/blindBox/exchange', 'POST path exchanging gems for keys (count).'),
}));

export type BlindBoxProps = z.output<typeof blindBoxProps>;
