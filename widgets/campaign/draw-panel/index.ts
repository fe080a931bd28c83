import { dataReads, defineWidget } from '@engine';
import drawReads from './reads.json';
import { drawPanelProps } from './schema';

/** Draw buttons (1, 10, 50) with a single-flight spend and a result reveal. */
export const drawPanel = defineWidget({
  type: 'draw-panel',
  version: 1,
  description: 'Draw buttons for batches of 1, 10 and 50; one draw at a time (money single-flight); the prizes won are revealed in a dialog.',
  props: drawPanelProps,
  reads: dataReads(drawReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 120,
});
