import { dataReads } from '@engine';
import { defineDrawGame } from '@kit/draw/defineDrawGame';
import treasureHunterReads from './reads.json';
import { treasureHunterProps } from './schema';

/** Treasure hunter: stone and bow hunts with their guarantees and usage counters. */
export const treasureHunter = defineDrawGame({
  type: 'treasure-hunter', props: treasureHunterProps, skeletonHeight: 480, reads: dataReads(treasureHunterReads), component: () => import('./Component'), module: import.meta.url,
  description:
    'Treasure hunter: two tools (stones, the bow), one tool used per hunt (×1, ×10, single-flight), each tool\'s usage counter toward its guarantee (a stone gift worth 1299-1999 within 100 uses, a bow gift worth 3999-9999 within 40; an early high-value gift resets it), the premium prize or 1000 diamonds for owners, buying tools for diamonds after a confirmation, a skippable result animation.',
});
