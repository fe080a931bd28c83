import { useEffect, useState } from 'react';

/** What a player of an animation is given: its file, looping, autoplay, its accessible name and the play button's. */
export interface PlayerProps {
  src: string;
  loop: boolean;
  autoplay: boolean;
  label: string;
  playLabel: string;
}

/** How long the play control stays visible after play starts. */
export const CONTROL_HIDE_MS = 200;

/** True while the play control should show: always when not playing, hidden 200 ms after play starts. */
export function useControlVisible(playing: boolean): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!playing) {
      setVisible(true);
      return;
    }
    const id = setTimeout(() => setVisible(false), CONTROL_HIDE_MS);
    return () => clearTimeout(id);
  }, [playing]);
  return visible;
}

export function PlayControl({ label, visible, onPlay }: { label: string; visible: boolean; onPlay(): void }) {
  if (!visible) return null;
  return (
    <button type="button" className="cw-media__play" aria-label={label} onClick={onPlay}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M8 5v14l11-7z" fill="currentColor" />
      </svg>
    </button>
  );
}
