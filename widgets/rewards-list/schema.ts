import * as z from 'zod/mini';
import { asset, bindable, describe, text, lazySchema } from '@engine';
import { opt } from '../blocks/fields';

export const rewardRow = z.object({
  place: text('String key of the place, e.g. "Top 1" or "Top 4-10".'),
  prize: text('String key of the prize, e.g. "Golden crown frame + 50K diamonds".'),
  image: opt(asset('Picture of the prize.'), 'Picture of the prize: a campaign file or an allowlisted URL.'),
});

export const rewardsListProps = lazySchema(() =>
  z.object({
    rows: bindable(describe(z.array(rewardRow), 'Reward rows, best place first.')),
    title: opt(text('String key of a title above the rows.'), 'String key of a title above the rows.'),
  }),
);

export type RewardsListProps = z.output<typeof rewardsListProps>;
export type RewardRow = z.output<typeof rewardRow>;
