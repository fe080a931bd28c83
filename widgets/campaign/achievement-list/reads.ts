/** The data an achievement list reads (achievementRows.ts reads it): one row per achievement. */
import { field, type DataRead } from '@engine';

export const achievementReads: readonly DataRead[] = [
  {
    prop: 'source',
    what: 'Achievements, in the order shown',
    shape: 'rows',
    listIn: ['list', 'rows', 'achievements'],
    fields: [
      field('name|title', 'text', 'Name of the achievement.', { required: true }),
      field('id|achievementId', 'text or number', 'Id of the achievement (an upgrade tap passes the row on).'),
      field('unit', 'text', 'Unit of the progress (e.g. diamonds).'),
      field('level|currentLevel', 'number', 'Level reached (default 0).'),
      field('maxLevel|levelMax', 'number', 'Highest level: reached, the row shows it is maxed.'),
      field('progress|current|value', 'number', 'Progress towards the next level (default 0).'),
      field('target|nextTarget|total', 'number', 'Progress the next level needs.'),
      field('canUpgrade', 'boolean', 'Whether the next level can be claimed (default: progress reaches target).'),
      field('reward', 'object', 'Reward of the next level.', { fields: [field('name|title', 'text', 'Name of the reward.'), field('days|validDays', 'number', 'Days the reward lasts.')] }),
      field('rewardName', 'text', 'Name of the reward, when the row has no reward object.'),
    ],
  },
];
