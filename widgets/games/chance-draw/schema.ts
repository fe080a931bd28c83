import * as z from 'zod/mini';
import { apiPath, drawGameProps, pathProp } from '@kit/draw/drawProps';
import { withDefault } from '@kit/fields';

export const chanceDrawProps = drawGameProps({ after: ['onDrawn', 'Action run after each answered draw.'], title: 'String key of the title shown at the top of the widget.' }, () => ({
  indexPath: pathProp('/activity/bff/freeDraw', 'Index of the draw: chances (draws left) and batches (e.g. [1, 10]).'),
  drawPath: pathProp('/activity/bff/draw', 'POST: a draw of a batch (count); answers the prizes (name, icon, count, rare).'),
  refreshPaths: withDefault(z.array(apiPath), [], 'API paths whose reads (record lists, the page\'s index) a draw changes: they are read again after each draw.'),
}));

export type ChanceDrawProps = z.output<typeof chanceDrawProps>;
