import { dataReads } from '@engine';
import { defineDrawGame } from '@kit/draw/defineDrawGame';
import constellationTreasureReads from './reads.json';
import { constellationTreasureProps } from './schema';

/** Constellation treasure: collect the stars of each constellation, a reward per finished constellation. */
export const constellationTreasure = defineDrawGame({
  type: 'constellation-treasure', props: constellationTreasureProps, skeletonHeight: 520, reads: dataReads(constellationTreasureReads), component: () => import('./Component'), module: import.meta.url,
  description:
    'Constellation treasure: constellations with their stars lit and dark, draws that light a star not yet lit (×1, ×10 in diamonds, single-flight; a batch is charged only for the stars still dark), a reward per finished constellation claimed once (the constellation starts over), the draw waiting for a claim when every constellation is finished, a skippable result animation; short of diamonds it runs the page\'s recharge action.',
});
