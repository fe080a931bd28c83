import * as z from 'zod/mini';
import { actionRef, asset, bindable, describe, text, lazySchema } from '@engine';
import { boundRows, opt } from '@kit/fields';

/** The batch sizes the lottery offers: one draw, ten or fifty. */
export const DRAW_COUNTS = [1, 10, 50] as const;

export const drawBatch = z.object({
  count: describe(z.union(DRAW_COUNTS.map((n) => z.literal(n))), 'Draws in this batch: the lottery offers batches of 1, 10 or 50.'),
  action: actionRef('Action that performs the draw; mark its api step `money: true` (single-flight).'),
  price: opt(z.number().check(z.minimum(0)), 'Price shown on the button, in the currency of `currencyIcon`.'),
  label: opt(text('String key of the button\'s words, with {count}.'), 'String key of the button\'s words, with {count} (e.g. "Dig ×{count}"); default: "Draw ×{count}".'),
});

export const drawPanelProps = lazySchema(() =>
  z.object({
    batches: describe(z.array(drawBatch).check(z.minLength(1)), 'The draw buttons, e.g. 1, 10 and 50 draws.'),
    results: boundRows('Prizes of the last draw: name, icon, count.', 'Prizes of the last draw, e.g. {{state.drawResult.resultPrizes}} (an api step with saveAs: drawResult).'),
    currencyIcon: opt(asset('Icon of the currency spent.'), 'Icon of the currency spent (diamonds, keys, sparks...).'),
    chances: opt(bindable(describe(z.number(), 'Draws or currency left.')), 'Draws or currency left, e.g. {{data.draw.sparkCount}}.'),
    title: opt(text('String key of a title above the buttons.'), 'String key of a title above the buttons.'),
    resultTitle: opt(text('String key of the result dialog title.'), 'String key of the result dialog title (default: "Congratulations").'),
  }),
);

export type DrawPanelProps = z.output<typeof drawPanelProps>;
export type DrawBatch = z.output<typeof drawBatch>;
