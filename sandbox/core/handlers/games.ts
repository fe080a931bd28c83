/** The live games on the round timer: Rapid King (P10000), cockfight (P10001) and the slot machine. */
import { itemIconUrl } from '../catalog';
import { createRoundGame, type PrizeConfig, type RoundGame } from '../roundGame';

const RAPID_PRIZES: PrizeConfig[] = [
  ['Durian', 5, 24], ['Mango', 5, 24], ['Rambutan', 5, 24], ['Coconut', 5, 24],
  ['Satay', 10, 12], ['Laksa', 15, 8], ['Lobster', 25, 5], ['Golden Crab', 45, 3],
].map(([name, multiple, weight], i) => ({ id: 101 + i, name: String(name), icon: itemIconUrl(String(name)), multiple: Number(multiple), weight: Number(weight) }));

/** Chicken types: zero, ninja, normal, weak. */
const COCK_PRIZES: PrizeConfig[] = [
  ['zero', 2, 40], ['ninja', 3, 27], ['normal', 4, 20], ['weak', 8, 10],
].map(([name, multiple, weight], i) => ({ id: 201 + i, name: String(name), icon: itemIconUrl(String(name)), multiple: Number(multiple), weight: Number(weight) }));

const SLOT_PRIZES: PrizeConfig[] = [
  ['Cherry', 2, 40], ['Bell', 4, 22], ['Star', 8, 12], ['Seven', 20, 5], ['Crown', 50, 2],
].map(([name, multiple, weight], i) => ({ id: 301 + i, name: String(name), icon: itemIconUrl(String(name)), multiple: Number(multiple), weight: Number(weight) }));

export const rapidKing = createRoundGame({ key: 'P10000', actType: 'P10000', channelId: 'sandbox-rapid-king', prizes: RAPID_PRIZES });
export const cockfight = createRoundGame({ key: 'P10001', actType: 'P10001', channelId: 'sandbox-cockfight', prizes: COCK_PRIZES });
export const slotMachine = createRoundGame({ key: 'slot', actType: 'SLOT', channelId: 'sandbox-slot-machine', prizes: SLOT_PRIZES });

export const ROUND_GAMES: readonly RoundGame[] = [rapidKing, cockfight, slotMachine];

/** The big-eater game for an act type (Rapid King unless cockfight is asked). */
export const gameOfActType = (actType: string | undefined): RoundGame => (actType === 'P10001' ? cockfight : rapidKing);
