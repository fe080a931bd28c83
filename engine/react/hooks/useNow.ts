import { useClockValue } from './useClockValue';

const identity = (now: number) => now;

/** Engine time in ms (server-synchronised); re-renders on every clock tick. */
export function useNow(): number {
  return useClockValue(identity);
}
