/**
 * The one look of "nothing to show": a picture (or a plain round icon) above a message. The
 * empty-state widget and the empty view of every list (StateMessage kind "empty") both render it.
 */
import './empty.css';

export interface EmptyViewProps {
  /** The message, already translated. */
  text: string;
  /** A picture URL already checked against the asset allowlist; without it a plain icon shows. */
  image?: string | undefined;
  /** Less vertical space, for use inside lists and tabs. */
  compact?: boolean;
}

export function EmptyView({ text, image, compact = false }: EmptyViewProps) {
  return (
    <div className={`cw-empty${compact ? ' cw-empty--compact' : ''}`} role="status">
      {image ? <img className="cw-empty__image" src={image} alt="" /> : <span className="cw-empty__icon" aria-hidden="true" />}
      <p className="cw-empty__text">{text}</p>
    </div>
  );
}
