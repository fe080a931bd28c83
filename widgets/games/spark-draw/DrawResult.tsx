/**
 * The prizes of a draw in a dialog. Cards come in one after another
 * (framer-motion, fetched only when a result animates); "Skip" shows them all
 * at once; with reduced motion nothing moves. The dialog's buttons stay
 * usable throughout.
 */
import { useRef } from 'react';
import { formatCompactNumber, useAssetUrl } from '@engine';
import { Dialog } from '@kit/Dialog';
import { useRevealAnimation } from '@kit/useRevealAnimation';
import { useWidgetT, type WidgetT } from '@kit/useWidgetT';
import type { DrawPhase, SparkPrize } from './drawMachine';

const TIER: Record<number, 'normal' | 'high' | 'limited'> = { 1: 'normal', 2: 'high', 3: 'limited' };

function PrizeCard({ prize }: { prize: SparkPrize }) {
  const wt = useWidgetT('prize-pool');
  const src = useAssetUrl(prize.icon);
  const tier = TIER[prize.type] ?? 'normal';
  return (
    <li className={`spark-result__card spark-result__card--${tier}${prize.special ? ' spark-result__card--special' : ''}`} data-tier={tier}>
      {src ? <img src={src} alt="" width={56} height={56} /> : <span className="spark-result__img" aria-hidden="true" />}
      <span className="spark-result__name cw-truncate">{prize.name}</span>
      {prize.special ? <span className="spark-result__tier">{wt('special')}</span> : tier !== 'normal' ? <span className="spark-result__tier">{wt(tier)}</span> : null}
      {prize.value !== undefined ? <span className="spark-result__value">{formatCompactNumber(prize.value)}</span> : null}
    </li>
  );
}

export interface DrawResultProps {
  phase: DrawPhase;
  prizes: SparkPrize[];
  onRevealed: () => void;
  onSkip: () => void;
  onClose: () => void;
  wt: WidgetT;
}

export function DrawResult({ phase, prizes, onRevealed, onSkip, onClose, wt }: DrawResultProps) {
  const list = useRef<HTMLUListElement>(null);
  const revealing = phase === 'revealing';
  useRevealAnimation(
    list,
    revealing,
    (animate, stagger, el) => animate(el.querySelectorAll('li'), { opacity: [0, 1], scale: [0.6, 1] }, { duration: 0.3, delay: stagger(0.12), ease: 'easeOut' }),
    onRevealed,
  );

  const open = phase === 'revealing' || phase === 'shown';
  return (
    <Dialog
      open={open && prizes.length > 0}
      title={wt('resultTitle')}
      onClose={onClose}
      footer={
        <>
          {revealing ? (
            <button type="button" className="cw-btn cw-btn--ghost" onClick={onSkip}>
              {wt('skip')}
            </button>
          ) : null}
          <button type="button" className="cw-btn cw-btn--primary" onClick={onClose}>
            {wt('ok')}
          </button>
        </>
      }
    >
      <ul ref={list} className={`spark-result${revealing ? ' spark-result--revealing' : ''}`} data-testid="spark-result" data-phase={phase}>
        {prizes.map((p) => (
          <PrizeCard key={p.key} prize={p} />
        ))}
      </ul>
    </Dialog>
  );
}
