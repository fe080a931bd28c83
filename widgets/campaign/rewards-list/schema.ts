import * as z from 'zod/mini';
import { asset, bindable, dataRef, describe, text, lazySchema } from '@engine';
import { opt } from '@kit/fields';

export const rewardRow = z.object({
  place: text('String key of the place, e.g. "Top 1" or "Top 4-10".'),
  prize: text('String key of the prize, e.g. "Golden crown frame + 50K diamonds".'),
  image: opt(asset('Picture of the prize.'), 'Picture of the prize: a campaign file or an allowlisted URL.'),
});

export const rewardsListProps = lazySchema(() =>
  z.object({
    rows: opt(bindable(describe(z.array(rewardRow), 'Reward rows, best place first.')), 'Reward rows written in the campaign (place and prize string keys), best place first.'),
    source: opt(
      dataRef('Declared data source answering the rewards: rows of { rank (or rankStart/rankEnd), items: [{ name, icon, days }] }, or groups of them.'),
      'Declared data source with the rewards (e.g. /marketing/hallOfFameReward/listRewardConfig) instead of rows: loading, error and retry states.',
    ),
    group: opt(z.string().check(z.minLength(1)), 'With `source`: the group of the answer to show, matched against each group\'s tab (or key) field, e.g. sentWeekly.'),
    title: opt(text('String key of a title above the rows.'), 'String key of a title above the rows.'),
  }),
);

export type RewardsListProps = z.output<typeof rewardsListProps>;
export type RewardRow = z.output<typeof rewardRow>;
