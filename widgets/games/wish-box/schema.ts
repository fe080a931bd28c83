import * as z from 'zod/mini';
import { drawGameProps, pathProp } from '@kit/draw/drawProps';
import { opt, withDefault } from '@kit/fields';

export const wishBoxProps = drawGameProps({ after: ['onChanged', ['Action run after wishes opened or a custom gift was sent, e.g. a refetch of the mall.', 'Action run after wishes opened or a custom gift was sent, e.g. a refetch of the mall (cards changed).']], title: 'String key of a title above the widget.' }, () => ({
  view: withDefault(
    z.enum(['wish', 'custom']),
    'wish',
    'What the widget shows: "wish" (coins, the secret-gift and card progress, choosing a gift and boxes, opening, the 5-minute window) or "custom" (the custom gift form: a text and one uploaded picture).',
  ),
  indexPath: pathProp('/activity/wishBox/index', 'The wishing state: coins, sparks, cards, wishes toward the secret gift, the gifts, a pending round of chosen boxes.'),
  openPath: pathProp('/activity/wishBox/open', 'POST: open (giftId with boxes, or giftId with direct and count); paid in wishing coins.'),
  clickPath: pathProp('/activity/wishBox/click', 'POST: click one chosen box (roundId, box).'),
  openAllPath: pathProp('/activity/wishBox/openAll', 'POST: open every chosen box still closed (roundId): the window lapsed or the page is left.'),
  buyCoinsPath: pathProp('/activity/wishBox/buyCoins', 'POST: buy wishing coins with sparks (count; 10 sparks = 10 coins).'),
  customPath: pathProp('/activity/wishBox/customGift', 'POST: the custom gift (text, pictures: [the uploaded key]).'),
  buyArgs: opt(z.record(z.string(), z.union([z.string(), z.number()])), "Arguments passed to the app's Spark buy sheet when sparks are short (fixed values; never read from the URL)."),
}));

export type WishBoxProps = z.output<typeof wishBoxProps>;
