import * as z from 'zod/mini';
import { describe, text } from '@engine';
import { apiPath, drawGameProps, pathProp } from '@kit/draw/drawProps';
import { intFrom, opt, withDefault } from '@kit/fields';

export const sparkPool = z.object({
  category: describe(z.union([z.literal(10000), z.literal(20000)]), 'Act category of the pool: normal 10000, limit 20000 (the special pool).'),
  label: text('String key of the pool\'s name on its switch (e.g. "Special pool").'),
});

export const sparkDrawProps = drawGameProps({ after: ['onDrawn', 'Action run after each successful draw, e.g. a refetch of the records.'], title: 'String key of a title above the draw.' }, () => ({
  pools: describe(
    z.array(sparkPool).check(z.minLength(1), z.maxLength(2)),
    'The prize pools the user draws in; with two, a switch between them (Stars Hunters: the special and the normal pool).',
  ),
  configPath: pathProp('/activity/spark/getDrawConfig', 'Draw config of a pool (actCategory): drawStatus, drawStart, drawEnd, pity counters, prizes, sparkCount.'),
  drawPath: pathProp('/activity/spark/draw', 'POST path of a draw (actConfigId, drawNum).'),
  foldedCount: withDefault(intFrom(1), 8, 'Prizes shown while the prize list is folded; "Show all" unfolds it.'),
  buyArgs: opt(z.record(z.string(), z.union([z.string(), z.number()])), "Arguments passed to the app's Spark buy sheet (fixed values; never read from the URL)."),
  refreshPaths: withDefault(
    z.array(apiPath),
    ['/activity/spark/listUserPrizeRecord', '/activity/spark/listPrizeRecords'],
    'API paths whose reads (record lists) a draw changes: they are read again after each successful draw, so the records show it at once.',
  ),
}));

export type SparkDrawProps = z.output<typeof sparkDrawProps>;
export type SparkPoolProps = z.output<typeof sparkPool>;
