import { useShellT } from './useShellT';

export interface TopBarProps {
  /** Shift (px) for the status bar in immersive mode. */
  offset: number;
  minimizable: boolean;
  onLeft(): void;
  onRight(): void;
}

/** Top bar of immersive mode: back/close on the left, minimize or a page action on the right. */
export function TopBar({ offset, minimizable, onLeft, onRight }: TopBarProps) {
  const t = useShellT();
  return (
    <header className="shell-topbar" data-testid="shell-topbar" style={{ paddingTop: offset }}>
      <button type="button" className="shell-topbar__btn" aria-label={t('shell.topBar.back')} onClick={onLeft}>
        <span aria-hidden="true">‹</span>
      </button>
      <span className="shell-topbar__spacer" />
      <button
        type="button"
        className="shell-topbar__btn"
        aria-label={minimizable ? t('shell.topBar.minimize') : t('shell.topBar.more')}
        onClick={onRight}
      >
        <span aria-hidden="true">{minimizable ? '–' : '⋯'}</span>
      </button>
    </header>
  );
}
