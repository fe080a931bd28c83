import * as z from 'zod/mini';
import { actionRef, dataRef, lazySchema, text } from '@engine';
import { opt, withDefault } from '@kit/fields';

const apiPath = z.string().check(z.regex(/^\/[\w\-/]*$/));

export const carouselLaunchProps = lazySchema(() =>
  z.object({
    source: dataRef('Declared data source answering the carousel index (candy, the price of one launch in candy, batches, pity: count and within, firstPrize); gives the loading, error and retry states, and the page reads it again after a candy purchase.'),
    drawPath: withDefault(apiPath, '/activity/christmasCarousel/launch', 'POST: a launch of a batch (count); answers the prizes (first: true for the first prize) and the new index.'),
    refreshPaths: withDefault(z.array(apiPath), [], 'API paths whose reads (record lists) a launch changes: they are read again after each launch.'),
    rechargeAction: opt(actionRef('Action run when the candy is short, e.g. opening the buy-candy panel.'), 'Action run when the candy is short, e.g. opening the buy-candy panel.'),
    onDrawn: opt(actionRef('Action run after each answered launch.'), 'Action run after each answered launch.'),
    title: opt(text('String key of the title shown at the top of the widget.'), 'String key of the title shown at the top of the widget (none: no title).'),
  }),
);

export type CarouselLaunchProps = z.output<typeof carouselLaunchProps>;
