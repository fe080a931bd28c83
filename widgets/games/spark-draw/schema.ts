import * as z from 'zod/mini';
import { actionRef, describe, lazySchema, text } from '@engine';
import { intFrom, opt, withDefault } from '@kit/fields';

const apiPath = z.string().check(z.regex(/^\/[\w\-/]*$/));

export const sparkPool = z.object({
  category: describe(z.union([z.literal(10000), z.literal(20000)]), 'Act category of the pool: normal 10000, limit 20000 (the special pool).'),
  label: text('String key of the pool\'s name on its switch (e.g. "Special pool").'),
});

export const sparkDrawProps = lazySchema(() =>
  z.object({
    pools: describe(
      z.array(sparkPool).check(z.minLength(1), z.maxLength(2)),
      'The prize pools the user draws in; with two, a switch between them (Stars Hunters: the special and the normal pool).',
    ),
    configPath: withDefault(apiPath, '/activity/spark/getDrawConfig', 'Draw config of a pool (actCategory): drawStatus, drawStart, drawEnd, pity counters, prizes, sparkCount.'),
    drawPath: withDefault(apiPath, '/activity/spark/draw', 'POST path of a draw (actConfigId, drawNum).'),
    foldedCount: withDefault(intFrom(1), 8, 'Prizes shown while the prize list is folded; "Show all" unfolds it.'),
    buyArgs: opt(z.record(z.string(), z.union([z.string(), z.number()])), "Arguments passed to the app's Spark buy sheet (fixed values; never read from the URL)."),
    refreshPaths: withDefault(
      z.array(apiPath),
      ['/activity/spark/listUserPrizeRecord', '/activity/spark/listPrizeRecords'],
      'API paths whose reads (record lists) a draw changes: they are read again after each successful draw, so the records show it at once.',
    ),
    onDrawn: opt(actionRef('Action run after each successful draw, e.g. a refetch of the records.'), 'Action run after each successful draw, e.g. a refetch of the records.'),
    title: opt(text('String key of a title above the draw.'), 'String key of a title above the draw.'),
  }),
);

export type SparkDrawProps = z.output<typeof sparkDrawProps>;
export type SparkPoolProps = z.output<typeof sparkPool>;
