import { dataReads, defineWidget } from '@engine';
import { roundPageRequest } from './requests';
import slotMachineReads from './reads.json';
import { slotMachineProps } from './schema';

/** The live round betting game (Rapid King P10000, cockfight P10001). */
export const slotMachine = defineWidget({
  type: 'slot-machine',
  version: 1,
  description:
    'Live round betting game (Rapid King, cockfight): betting countdown, prizes with my bets, buy items, confirmed single-flight bets, round result, previous results, MVP and today\'s income; follows server pushes.',
  props: slotMachineProps,
  reads: dataReads(slotMachineReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 520,
  requests: (props) => [roundPageRequest(props)],
  contentPolicy: { wasm: 'the production push client (agora RTM) compiles its WebAssembly module to follow the rounds' },
});
