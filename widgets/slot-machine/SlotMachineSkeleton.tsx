/**
 * The board while the round loads (and in the prerendered page): grey blocks
 * laid out like the loaded board (round header, two rows of four prizes, buy
 * items, previous results, summary), so the page below does not move when the
 * round arrives.
 */
import type { SlotMachineProps } from './schema';

const PRIZES = 8;

export function SlotMachineSkeleton({ variant, label }: { variant: SlotMachineProps['variant']; label: string }) {
  return (
    <section className={`sm sm--${variant} sm--loading`} role="status" aria-busy="true" aria-label={label}>
      <div className="sm-skel sm-skel--head" />
      <div className="sm-board" aria-hidden="true">
        {Array.from({ length: PRIZES }, (_, i) => (
          <div key={i} className="sm-skel sm-skel--prize" />
        ))}
      </div>
      <div className="sm-skel sm-skel--items" />
      <div className="sm-skel sm-skel--prev" />
      <div className="sm-skel sm-skel--summary" />
    </section>
  );
}
