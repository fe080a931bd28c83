import * as z from 'zod/mini';
import { actionRef, dataRef, describe, lazySchema } from '@engine';
import { withDefault } from '@kit/fields';
import { listWordProps } from '@kit/list/listWords';

/** The placeholder of the achievements while they load: four rows as tall as an achievement's (76 px, 8 px apart). */
export const achievementSkeleton = { count: 4, height: 76, gap: 8 };

export const achievementListProps = lazySchema(() =>
  z.object({
    source: describe(
      dataRef('Declared data source answering the achievements: id, name, unit, level, maxLevel, progress, target, canUpgrade, reward { name, days }.'),
      'Declared data source with the achievements, e.g. /revenue/achievement/getAchievementList.',
    ),
    upgradeAction: actionRef('Action run by Upgrade on an achievement whose progress reached its target; the achievement is in {{state.<stateKey>}} (e.g. POST /revenue/achievement/upgrade with id {{state.achievement.id}}, money: true for single-flight).'),
    stateKey: withDefault(z.string().check(z.regex(/^[A-Za-z_][\w]*$/)), 'achievement', 'Page state key holding the achievement being upgraded.'),
    ...listWordProps('the achievements', 'there is no achievement', 'a shared message'),
  }),
);

export type AchievementListProps = z.output<typeof achievementListProps>;
