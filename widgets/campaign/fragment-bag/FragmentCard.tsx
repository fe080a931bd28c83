/** A fragment's card: its gift, how many are owned, its puzzle, and the stepper that chooses its pieces. */
import { formatThousands, useAssetUrl } from '@engine';
import type { WidgetT } from '@kit/useWidgetT';
import type { Fragment } from './fragments';

export function Icon({ src, size }: { src?: string; size: number }) {
  const url = useAssetUrl(src);
  return url ? <img className="cw-frag__img" src={url} alt="" width={size} height={size} loading="lazy" /> : <span className="cw-frag__img" aria-hidden="true" />;
}


/** The puzzle of one gift: its pieces, the ones owned filled in. */
function Puzzle({ owned, size }: { owned: number; size: number }) {
  return (
    <span className="cw-frag__puzzle" aria-hidden="true">
      {Array.from({ length: size }, (_, i) => (
        <span key={i} className={i < owned ? 'cw-frag__piece cw-frag__piece--owned' : 'cw-frag__piece'} />
      ))}
    </span>
  );
}

export interface FragmentCardProps {
  f: Fragment;
  /** Pieces of it chosen. */
  n: number;
  puzzleSize: number;
  busy: boolean;
  onChange: (f: Fragment, by: number) => void;
  wt: WidgetT;
}

export function FragmentCard({ f, n, puzzleSize, busy, onChange, wt }: FragmentCardProps) {
  return (
    <li className="cw-frag__card" data-chosen={n > 0 || undefined}>
      <Icon src={f.icon} size={64} />
      <span className="cw-frag__name">{f.name}</span>
      <span className="cw-frag__owned">{wt('owned', { count: formatThousands(f.owned) })}</span>
      <Puzzle owned={Math.min(f.owned, puzzleSize)} size={puzzleSize} />
      <span className="cw-frag__step">
        <button type="button" className="cw-btn cw-btn--ghost cw-frag__less" disabled={n === 0 || busy} aria-label={wt('remove', { name: f.name })} onClick={() => onChange(f, -1)}>
          −
        </button>
        <output className="cw-frag__chosen" aria-label={wt('chosen', { name: f.name, count: n })}>
          {n}
        </output>
        <button type="button" className="cw-btn cw-btn--ghost cw-frag__more" disabled={n >= f.owned || busy} aria-label={wt('choose', { name: f.name })} onClick={() => onChange(f, 1)}>
          +
        </button>
      </span>
    </li>
  );
}
