import * as z from 'zod/mini';
import { actionRef, lazySchema, text } from '@engine';
import { opt, withDefault } from '@kit/fields';

const apiPath = z.string().check(z.regex(/^\/[\w\-/]*$/));

export const constellationTreasureProps = lazySchema(() =>
  z.object({
    indexPath: withDefault(apiPath, '/activity/constellation/index', 'Index: price of a star, batches, diamond, constellations (id, name, stars, lit, complete, claimedTimes, reward).'),
    drawPath: withDefault(apiPath, '/activity/constellation/draw', 'POST: light stars (count 1 or 10); answers the stars lit and the sky.'),
    claimPath: withDefault(apiPath, '/activity/constellation/claim', 'POST: the reward of a complete constellation (constellation); answers the reward and the sky.'),
    rechargeAction: opt(actionRef('Action run when the diamonds are short, e.g. opening the recharge dialog.'), 'Action run when the diamonds are short, e.g. opening the recharge dialog.'),
    onDrawn: opt(actionRef('Action run after stars are lit or a reward is claimed, e.g. a refetch of the records.'), 'Action run after stars are lit or a reward is claimed, e.g. a refetch of the records.'),
    title: opt(text('String key of a title above the constellations.'), 'String key of a title above the constellations.'),
  }),
);

export type ConstellationTreasureProps = z.output<typeof constellationTreasureProps>;
