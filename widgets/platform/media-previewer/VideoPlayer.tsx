import { useEffect, useRef, useState } from 'react';
import { PlayControl, useControlVisible } from './PlayControl';

interface Props {
  src: string;
  poster?: string;
  preload: 'auto' | 'none' | 'metadata';
  loop: boolean;
  autoplay: boolean;
  label: string;
  playLabel: string;
  failedText: string;
}

/** A video with a play control that hides 200 ms after play starts; a video that cannot load says so instead. */
export function VideoPlayer({ src, poster, preload, loop, autoplay, label, playLabel, failedText }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const controlVisible = useControlVisible(playing);

  // A source that fails before the page is shown reports its error before the listener can hear it.
  useEffect(() => {
    if (video.current?.error) setFailed(true);
  }, []);

  const play = () => {
    const el = video.current;
    if (!el) return;
    Promise.resolve(el.play()).catch(() => setPlaying(false));
  };
  const toggle = () => {
    const el = video.current;
    if (el && playing) el.pause();
    else play();
  };

  return (
    <>
      <video
        ref={video}
        className="cw-media__video"
        src={src}
        poster={poster}
        preload={preload}
        loop={loop}
        autoPlay={autoplay}
        muted={autoplay}
        playsInline
        aria-label={label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onError={() => {
          setFailed(true);
          setPlaying(false);
        }}
        onClick={toggle}
        tabIndex={controlVisible ? -1 : 0}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            toggle();
          }
        }}
      />
      {failed ? (
        <p className="cw-media__failed cw-media__failed--over" role="alert">
          {failedText}
        </p>
      ) : (
        <PlayControl label={playLabel} visible={controlVisible} onPlay={play} />
      )}
    </>
  );
}
