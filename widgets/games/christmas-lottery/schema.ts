import * as z from 'zod/mini';
import { describe } from '@engine';
import { apiPath, drawGameProps, pathProp } from '@kit/draw/drawProps';
import { withDefault } from '@kit/fields';

export const christmasLotteryProps = drawGameProps({ after: ['onDrawn', 'Action run after each answered draw.'], title: 'String key of the title shown at the top of the widget.' }, () => ({
  indexPath: pathProp('/activity/christmasLottery/index', 'Index of the game: batches, the paid draws waiting (draws) and the offers the app sells them by (count, priceUsd, clientProductId, productIdentifier).'),
  drawPath: pathProp('/activity/christmasLottery/draw', 'POST: a draw of a batch (count); answers the prizes.'),
  referer: z.optional(describe(z.string().check(z.minLength(1)), 'The referer the app\'s pay names when it reports a purchase of draws paid (the page reads the draws again then).')),
  refreshPaths: withDefault(z.array(apiPath), ['/activity/christmasLottery/records'], 'API paths whose reads (record lists) a draw changes: they are read again after each draw.'),
}));

export type ChristmasLotteryProps = z.output<typeof christmasLotteryProps>;
