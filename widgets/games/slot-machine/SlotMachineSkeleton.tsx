/**
 * The board while the round loads (and in the prerendered page): grey blocks
 * laid out like the loaded board (round header, the game's prizes: two rows
 * of four for Rapid King, the four chickens for Cockfight; buy items, previous
 * results, summary), so the page below does not move when the round arrives.
 */
import type { SlotMachineProps } from './schema';

/** Prizes on each game's board: Rapid King's eight, Cockfight's four chicken types. */
const PRIZES: Record<SlotMachineProps['variant'], number> = { 'rapid-king': 8, cockfight: 4 };

export function SlotMachineSkeleton({ variant, label }: { variant: SlotMachineProps['variant']; label: string }) {
  return (
    <section className={`sm sm--${variant} sm--loading cw-placeholder`} role="status" aria-busy="true" aria-label={label}>
      <div className="sm-skel sm-skel--head" />
      <div className="sm-board" aria-hidden="true">
        {Array.from({ length: PRIZES[variant] }, (_, i) => (
          <div key={i} className="sm-skel sm-skel--prize" />
        ))}
      </div>
      <div className="sm-skel sm-skel--items" />
      <div className="sm-skel sm-skel--prev" />
      <div className="sm-skel sm-skel--summary" />
    </section>
  );
}
