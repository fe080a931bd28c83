import { dataReads, defineWidget } from '@engine';
import { listSectionHeight } from '@kit/list/listHeight';
import giftComposeReads from './reads.json';
import { giftComposeProps, recipeSkeleton } from './schema';

/** The crafting hall: recipes that turn gifts from the backpack into a better gift. */
export const giftCompose = defineWidget({
  type: 'gift-compose',
  version: 1,
  description:
    'Composition recipes: the goal gift and each material with how many are owned and needed; composing asks for confirmation (it cannot be undone) and is single-flight; a recipe short of materials says which gift is missing.',
  props: giftComposeProps,
  reads: dataReads(giftComposeReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: (props) => listSectionHeight(props.title, recipeSkeleton.count, recipeSkeleton.height, recipeSkeleton.gap),
});
