/**
 * Avatar and name of a user. Names are API text: always rendered as text,
 * truncated with CSS, never as markup. Avatars go through the URL allowlist;
 * a blocked or missing avatar shows a neutral placeholder.
 */
import { safeUrl } from '@engine';
import './blocks.css';

export interface UserLabelProps {
  name: string;
  avatar?: string;
  /** Avatar size in px. */
  size?: number;
}

/** Names longer than this are cut before rendering (the rest would be hidden by CSS anyway). */
export const MAX_NAME_CHARS = 120;

export function UserLabel({ name, avatar, size = 40 }: UserLabelProps) {
  const src = safeUrl(avatar);
  const shown = name.length > MAX_NAME_CHARS ? `${name.slice(0, MAX_NAME_CHARS)}…` : name;
  return (
    <span className="cw-user">
      {src ? (
        <img className="cw-user__avatar" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
      ) : (
        <span className="cw-user__avatar cw-user__avatar--empty" style={{ width: size, height: size }} aria-hidden="true" />
      )}
      <span className="cw-user__name cw-truncate" title={shown}>
        {shown}
      </span>
    </span>
  );
}
