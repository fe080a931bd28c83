import * as z from 'zod/mini';
import { actionRef, lazySchema, text } from '@engine';
import { opt, withDefault } from '@kit/fields';

const apiPath = z.string().check(z.regex(/^\/[\w\-/]*$/));

export const treasureHunterProps = lazySchema(() =>
  z.object({
    indexPath: withDefault(apiPath, '/activity/treasureHunter/index', 'Index: tools (tool, count, used, every, min, max, price), diamond, ownsPremium, premiumPrize.'),
    huntPath: withDefault(apiPath, '/activity/treasureHunter/hunt', 'POST: a hunt (tool, count 1 or 10).'),
    buyPath: withDefault(apiPath, '/activity/treasureHunter/buyTools', 'POST: tools for diamonds (tool, count), asked first.'),
    buyCount: withDefault(z.int().check(z.minimum(1), z.maximum(100)), 10, 'Tools bought at a time.'),
    rechargeAction: opt(actionRef('Action run when the diamonds are short, e.g. opening the recharge dialog.'), 'Action run when the diamonds are short, e.g. opening the recharge dialog.'),
    title: opt(text('String key of a title above the hunt.'), 'String key of a title above the hunt.'),
  }),
);

export type TreasureHunterProps = z.output<typeof treasureHunterProps>;
