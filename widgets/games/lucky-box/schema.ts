import * as z from 'zod/mini';
import { describe } from '@engine';
import { drawGameProps, pathProp } from '@kit/draw/drawProps';

/** The lucky box themes: love in June, super idol, fairytale town, pumpkin killer, valentine. */
export const LUCKY_BOX_THEMES = ['loveInJune', 'superIdol', 'fairytaleTown', 'pumpkinKiller', 'valentine'] as const;

export const luckyBoxProps = drawGameProps({ recharge: true, after: ['onDrawn', 'Action run after a prize is won or kept, e.g. a refetch of the records.'], title: 'String key of a title above the boxes.' }, () => ({
  theme: describe(z.enum(LUCKY_BOX_THEMES), 'The lucky box variant; every call names it.'),
  indexPath: pathProp('/activity/luckyBox/index', 'Index of the theme: price, batches, prizes, diamond, trialAvailable, pendingTrial.'),
  trialPath: pathProp('/activity/luckyBox/trial', 'POST: the free trial draw (theme).'),
  keepPath: pathProp('/activity/luckyBox/keepTrial', 'POST: pay to keep the trial prize (theme, trialId).'),
  dropPath: pathProp('/activity/luckyBox/dropTrial', 'POST: give the trial prize up (theme, trialId).'),
  drawPath: pathProp('/activity/luckyBox/draw', 'POST: a lottery batch (theme, count).'),
}));

export type LuckyBoxProps = z.output<typeof luckyBoxProps>;
