import type * as z from 'zod/mini';
import { drawGameProps, pathProp } from '@kit/draw/drawProps';

export const constellationTreasureProps = drawGameProps({ recharge: true, after: ['onDrawn', 'Action run after stars are lit or a reward is claimed, e.g. a refetch of the records.'], title: 'String key of a title above the constellations.' }, () => ({
  indexPath: pathProp('/activity/constellation/index', 'Index: price of a star, batches, diamond, constellations (id, name, stars, lit, complete, claimedTimes, reward).'),
  drawPath: pathProp('/activity/constellation/draw', 'POST: light stars (count 1 or 10); answers the stars lit and the sky.'),
  claimPath: pathProp('/activity/constellation/claim', 'POST: the reward of a complete constellation (constellation); answers the reward and the sky.'),
}));

export type ConstellationTreasureProps = z.output<typeof constellationTreasureProps>;
