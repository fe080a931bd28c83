/**
 * The result of a smash in a dialog: the egg cracks open and the gift rises
 * (framer-motion, fetched only when a result animates). "Skip" ends it at
 * once; with reduced motion nothing moves. The kit's result dialog holds it:
 * its buttons stay usable throughout, and the rest of the page is never held.
 */
import { useState } from 'react';
import { formatCompactNumber, useAssetUrl } from '@engine';
import { ResultDialog } from '@kit/draw/ResultDialog';
import { useRevealAnimation } from '@kit/useRevealAnimation';
import type { WidgetT } from '@kit/useWidgetT';
import { EQUIVALENT_VALUE, type EggPhase, type SmashResult } from './goldenEggMachine';

export interface EggResultProps {
  phase: EggPhase;
  result?: SmashResult;
  onRevealed: () => void;
  onSkip: () => void;
  onClose: () => void;
  wt: WidgetT;
}

export function EggResult({ phase, result, onRevealed, onSkip, onClose, wt }: EggResultProps) {
  const [card, setCard] = useState<HTMLDivElement | null>(null);
  const revealing = phase === 'revealing';
  const src = useAssetUrl(result?.gift.icon);
  useRevealAnimation(card, revealing, (animate, _stagger, el) => animate(el, { opacity: [0, 1], scale: [0.4, 1.08, 1], rotate: [-8, 6, 0] }, { duration: 0.9, ease: 'easeOut' }), onRevealed);

  let note: string | undefined;
  if (result?.equivalent) note = wt('equivalent', { count: EQUIVALENT_VALUE, value: EQUIVALENT_VALUE });
  else if (result?.chosenWon) note = wt('chosenWon');
  if (result?.needChoice) note = note ? `${note} ${wt('golden')}` : wt('golden');
  return (
    <ResultDialog phase={result ? phase : 'idle'} title={result?.golden ? wt('goldenTitle') : wt('resultTitle')} okLabel={result?.needChoice ? wt('chooseNow') : wt('ok')} skipLabel={wt('skip')} onSkip={onSkip} onClose={onClose}>
      {result ? (
        <div ref={setCard} className={`egg-result${result.golden ? ' egg-result--golden' : ''}`} data-testid="egg-result" data-phase={phase} data-gift={result.gift.id}>
          {src ? <img src={src} alt="" width={72} height={72} /> : <span className="egg-result__img" aria-hidden="true" />}
          <span className="egg-result__name">{result.gift.name}</span>
          {result.gift.diamonds !== undefined ? <span className="egg-result__value">{wt('worth', { count: result.gift.diamonds, amount: formatCompactNumber(result.gift.diamonds) })}</span> : null}
          {note ? <p className="egg-result__note" role="status">{note}</p> : null}
        </div>
      ) : null}
    </ResultDialog>
  );
}
