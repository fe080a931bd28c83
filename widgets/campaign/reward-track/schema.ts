import * as z from 'zod/mini';
import { actionRef, bindable, describe, text, lazySchema } from '@engine';
import { boundRows, opt, withDefault } from '@kit/fields';

export const rewardTrackProps = lazySchema(() =>
  z.object({
    levels: boundRows('Levels: level, exp (EXP needed), free and premium rewards ({ name, icon, received }).', 'Levels of the pass, usually {{data.pass.levels}}; undefined while loading.'),
    exp: bindable(describe(z.number(), 'Current EXP of the user, e.g. {{data.pass.exp}}.')),
    premiumOwned: withDefault(bindable(describe(z.boolean(), 'True once the premium track is bought.')), false, 'True once the premium track is bought, e.g. {{data.pass.premium}}.'),
    claimAction: actionRef('Action run to claim one reward; the reward is in {{state.<stateKey>}} with level and track.'),
    upgradeAction: opt(actionRef('Action run by the upgrade button of the premium track.'), 'Action run by the upgrade button shown while the premium track is not owned.'),
    stateKey: withDefault(z.string().check(z.regex(/^[A-Za-z_][\w]*$/)), 'reward', 'Page state key holding the reward being claimed: { level, track, ...reward }.'),
    title: opt(text('String key of a title above the track.'), 'String key of a title above the track.'),
  }),
);

export type RewardTrackProps = z.output<typeof rewardTrackProps>;
