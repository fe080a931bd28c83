/** A small localized empty or error message, with a retry button for errors. */
import { useWidgetT } from './useWidgetT';
import './blocks.css';

export interface StateMessageProps {
  kind: 'empty' | 'error';
  /** Shown for errors: the request is made again. */
  onRetry?: () => void;
  /** A campaign-provided message, already translated. */
  message?: string;
}

export function StateMessage({ kind, onRetry, message }: StateMessageProps) {
  const wt = useWidgetT('blocks');
  return (
    <div className={`cw-state cw-state--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <p className="cw-state__text">{message ?? wt(kind)}</p>
      {kind === 'error' && onRetry ? (
        <button type="button" className="cw-btn cw-btn--ghost" onClick={onRetry}>
          {wt('retry')}
        </button>
      ) : null}
    </div>
  );
}
