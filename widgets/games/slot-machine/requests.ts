/** The game's main page request, from its props: what the widget reads as it shows (and the page prefetches). */
import type { ApiRequest } from '@engine';
import type { SlotMachineProps } from './schema';

/** Currency the bets are paid in: normal 1, game ticket 2, golden bean 3; anything else reads as normal. */
export const currencyOf = (v: unknown): number => (Number(v) === 2 || Number(v) === 3 ? Number(v) : 1);

export function roundPageRequest(props: Pick<SlotMachineProps, 'pagePath' | 'actType' | 'currentType'>): ApiRequest {
  return { path: props.pagePath, params: { actType: props.actType, currentType: currencyOf(props.currentType) } };
}
