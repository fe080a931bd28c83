import * as z from 'zod/mini';
import { drawGameProps, pathProp } from '@kit/draw/drawProps';
import { withDefault } from '@kit/fields';

export const treasureHunterProps = drawGameProps({ recharge: true, title: 'String key of a title above the hunt.' }, () => ({
  indexPath: pathProp('/activity/treasureHunter/index', 'Index: tools (tool, count, used, every, min, max, price), diamond, ownsPremium, premiumPrize.'),
  huntPath: pathProp('/activity/treasureHunter/hunt', 'POST: a hunt (tool, count 1 or 10).'),
  buyPath: pathProp('/activity/treasureHunter/buyTools', 'POST: tools for diamonds (tool, count), asked first.'),
  buyCount: withDefault(z.int().check(z.minimum(1), z.maximum(100)), 10, 'Tools bought at a time.'),
}));

export type TreasureHunterProps = z.output<typeof treasureHunterProps>;
