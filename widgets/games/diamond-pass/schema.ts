import * as z from 'zod/mini';
import { actionRef, dataRef, describe, text, lazySchema } from '@engine';

const apiPath = (fallback: string, description: string) => describe(z._default(z.string().check(z.regex(/^\//)), fallback), description);

/**
 * Props of the Diamond Pass rewards panel: a free and a premium track; a reward is redeemable once the EXP reaches
 * it, a premium one only after the upgrade, and received stays received.
 */
export const diamondPassProps = lazySchema(() =>
  z.object({
    source: dataRef('Declared data source answering the pass progress (/activity/diamondPass/progress): exp, premium and the reward rows.'),
    claimPath: apiPath('/activity/diamondPass/receiveSingeReward', 'POST path receiving one reward; the body carries level and type (free or premium).'),
    receiveAllPath: apiPath('/activity/diamondPass/receiveAllReward', 'POST path receiving every redeemable reward at once.'),
    refetch: describe(z._default(z.array(z.string()), []), 'Other declared data sources to reload after a reward is received (the progress source always reloads).'),
    upgradeAction: describe(z.optional(actionRef('Action run by the upgrade button over the premium track.')), 'Action run by the upgrade button over the premium track while premium is not owned, e.g. opening the upgrade dialog.'),
    title: describe(z.optional(text('String key of a title above the tracks.')), 'String key of a title above the tracks.'),
  }),
);

export type DiamondPassProps = z.output<typeof diamondPassProps>;
