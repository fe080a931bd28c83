import { dataReads, defineWidget } from '@engine';
import christmasLotteryReads from './reads.json';
import { christmasLotteryProps } from './schema';

/** The Christmas lottery: draws bought through the app's pay (0.99 USD one, 9.9 USD ten), then drawn on the draw kit. */
export const christmasLottery = defineWidget({
  type: 'christmas-lottery',
  version: 1,
  description: "The Christmas lottery: a batch's draws are bought through the app's pay from a tap (offers from the index), then drawn, with the draw kit's confirmation and result.",
  props: christmasLotteryProps,
  reads: dataReads(christmasLotteryReads),
  component: () => import('./ChristmasLottery'),
  module: import.meta.url,
  strings: './strings',
  // Loaded, with its title: the title (21 px and 19 px above and below), the offer's two lines (38 px), the balance
  // line (19 px) and the buttons (45 px), 16 px between.
  skeletonHeight: 192,
});
