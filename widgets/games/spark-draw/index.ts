import { dataReads, defineWidget } from '@engine';
import { drawConfigRequest } from './requests';
import sparkDrawReads from './reads.json';
import { sparkDrawProps } from './schema';

/** The spark draw (Stars Hunters, Stars Mercury): pools, pity progress, draws ×1 and ×10, the result, buying sparks. */
export const sparkDraw = defineWidget({
  type: 'spark-draw',
  version: 1,
  description:
    'Spark draw: special and normal prize pools, the folded prize list, the "lighten x times" pity progress (rare within 10, limited within 70), single-flight draws ×1 and ×10 while drawable (drawStatus 1, between drawStart and drawEnd), a skippable result animation, the spark count, buying sparks and the free-spark tip through the app.',
  props: sparkDrawProps,
  reads: dataReads(sparkDrawReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  // The prize list and the result's prize tiers are the prize pool's cards.
  showsStrings: ['prize-pool'],
  skeletonHeight: 560,
  requests: (props) => (props.pools[0] ? [drawConfigRequest(props, props.pools[0].category)] : []),
});
