import * as z from 'zod/mini';
import { actionRef, describe, lazySchema, text } from '@engine';
import { opt, withDefault } from '@kit/fields';

const apiPath = z.string().check(z.regex(/^\/[\w\-/]*$/));

/** The lucky box themes: love in June, super idol, fairytale town, pumpkin killer, valentine. */
export const LUCKY_BOX_THEMES = ['loveInJune', 'superIdol', 'fairytaleTown', 'pumpkinKiller', 'valentine'] as const;

export const luckyBoxProps = lazySchema(() =>
  z.object({
    theme: describe(z.enum(LUCKY_BOX_THEMES), 'The lucky box variant; every call names it.'),
    indexPath: withDefault(apiPath, '/activity/luckyBox/index', 'Index of the theme: price, batches, prizes, diamond, trialAvailable, pendingTrial.'),
    trialPath: withDefault(apiPath, '/activity/luckyBox/trial', 'POST: the free trial draw (theme).'),
    keepPath: withDefault(apiPath, '/activity/luckyBox/keepTrial', 'POST: pay to keep the trial prize (theme, trialId).'),
    dropPath: withDefault(apiPath, '/activity/luckyBox/dropTrial', 'POST: give the trial prize up (theme, trialId).'),
    drawPath: withDefault(apiPath, '/activity/luckyBox/draw', 'POST: a lottery batch (theme, count).'),
    rechargeAction: opt(actionRef('Action run when the diamonds are short, e.g. opening the recharge dialog.'), 'Action run when the diamonds are short, e.g. opening the recharge dialog.'),
    onDrawn: opt(actionRef('Action run after a prize is won or kept, e.g. a refetch of the records.'), 'Action run after a prize is won or kept, e.g. a refetch of the records.'),
    title: opt(text('String key of a title above the boxes.'), 'String key of a title above the boxes.'),
  }),
);

export type LuckyBoxProps = z.output<typeof luckyBoxProps>;
