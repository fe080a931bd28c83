import { dataReads, defineWidget } from '@engine';
import { wishIndexRequest } from './requests';
import wishBoxReads from './reads.json';
import { wishBoxProps } from './schema';

/** The wishing gift box (carnival 2023): coins, gift and box choice, the 5-minute window, cards, the secret gift, custom gifts. */
export const wishBox = defineWidget({
  type: 'wish-box',
  version: 1,
  description:
    'Wishing gift box: wishing coins bought with sparks (10 = 10), the secret gift sure at 100 wishes and collection cards (14 gifts = 1) with progress, choosing a gift and boxes (or opening directly), a single-flight paid opening, chosen boxes clicked within 5 minutes with the time left (they open by themselves when it lapses or the page is left), the prizes; or the custom gift form (text up to 30 characters and one uploaded picture).',
  props: wishBoxProps,
  reads: dataReads(wishBoxReads),
  component: () => import('./WishBox'),
  module: import.meta.url,
  strings: './strings',
  // The result cards are the prize pool's; buying sparks speaks the spark draw's words.
  showsStrings: ['prize-pool', 'spark-draw', 'text-picture-input', 'image-cropper'],
  skeletonHeight: 560,
  requests: (props) => [wishIndexRequest(props)],
});
