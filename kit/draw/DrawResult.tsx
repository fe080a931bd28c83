/**
 * The prizes of a draw in the result dialog: one card, or a grid of cards for a batch (×10, ×50) that scrolls
 * inside the dialog. Cards come in one after another (framer-motion, fetched only when a result animates), all of
 * them within about a second and a half however large the batch;
 * "Skip" shows them all at once; with reduced motion nothing moves. An answer without prizes says so: the
 * dialog is never blank.
 */
import { useState } from 'react';
import { formatCompactNumber, useAssetUrl } from '@engine';
import { useRevealAnimation } from '../useRevealAnimation';
import { useWidgetT, type WidgetT } from '../useWidgetT';
import { ResultDialog } from './ResultDialog';
import '../blocks.css';
import './draw-result.css';

/** A prize as the result shows it; `type` is its card tier: normal 1, high 2, limited 3. */
export interface DrawPrize {
  key: string;
  name: string;
  icon?: string;
  value?: number;
  type: number;
  special: boolean;
}

/** Seconds between two cards coming in: a batch of any size is in within REVEAL_WITHIN seconds. */
const REVEAL_WITHIN = 1.2;
const staggerOf = (count: number) => Math.min(0.12, REVEAL_WITHIN / Math.max(count, 1));

const TIER: Record<number, 'normal' | 'high' | 'limited'> = { 1: 'normal', 2: 'high', 3: 'limited' };
const TIER_KEY = { high: 'tierHigh', limited: 'tierLimited' } as const;

function PrizeCard({ prize }: { prize: DrawPrize }) {
  const bt = useWidgetT('blocks');
  const src = useAssetUrl(prize.icon);
  const tier = TIER[prize.type] ?? 'normal';
  return (
    <li className={`cw-card cw-card--${tier}${prize.special ? ' cw-card--special' : ''} draw-result__card`} data-tier={tier}>
      {src ? <img src={src} alt="" width={56} height={56} /> : <span className="draw-result__img" aria-hidden="true" />}
      <span className="draw-result__name cw-truncate">{prize.name}</span>
      {prize.special ? <span className="draw-result__tier">{bt('tierSpecial')}</span> : tier !== 'normal' ? <span className="draw-result__tier">{bt(TIER_KEY[tier])}</span> : null}
      {prize.value !== undefined ? <span className="draw-result__value">{formatCompactNumber(prize.value)}</span> : null}
    </li>
  );
}

export interface DrawResultProps {
  phase: string;
  prizes: readonly DrawPrize[];
  onRevealed: () => void;
  onSkip: () => void;
  onClose: () => void;
  /** The game's texts: `resultTitle`, `skip`, `ok`. */
  wt: WidgetT;
}

export function DrawResult({ phase, prizes, onRevealed, onSkip, onClose, wt }: DrawResultProps) {
  const bt = useWidgetT('blocks');
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const revealing = phase === 'revealing' && prizes.length > 0;
  useRevealAnimation(
    list,
    revealing,
    (animate, stagger, el) => animate(el.querySelectorAll('li'), { opacity: [0, 1], scale: [0.6, 1] }, { duration: 0.3, delay: stagger(staggerOf(prizes.length)), ease: 'easeOut' }),
    onRevealed,
  );
  const batch = prizes.length > 1 ? ' draw-result--batch' : '';
  return (
    <ResultDialog phase={phase} title={wt('resultTitle')} okLabel={wt('ok')} skipLabel={wt('skip')} onSkip={onSkip} onClose={onClose}>
      {prizes.length === 0 ? (
        <p className="draw-result__none" role="status" data-testid="draw-result-none">
          {bt('noPrize')}
        </p>
      ) : (
        <ul ref={setList} className={`draw-result${batch}${revealing ? ' draw-result--revealing' : ''}`} data-testid="draw-result" data-phase={phase} tabIndex={0}>
          {prizes.map((p) => (
            <PrizeCard key={p.key} prize={p} />
          ))}
        </ul>
      )}
    </ResultDialog>
  );
}
