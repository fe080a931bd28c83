import { useEffect, useRef, useState } from 'react';
import { PlayControl, useControlVisible, type PlayerProps } from './PlayControl';

interface Props extends PlayerProps {
  /** Shown when the animation cannot be played. */
  failedText: string;
}

/** Plays an SVGA animation on a canvas; the player library is fetched only when one is shown. */
export function SvgaPlayer({ src, loop, autoplay, label, playLabel, failedText }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [wanted, setWanted] = useState(autoplay);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const controlVisible = useControlVisible(playing);

  useEffect(() => {
    const el = canvas.current;
    if (!wanted || !el) return;
    let disposed = false;
    let release = () => {};
    setFailed(false);
    import('svga')
      .then(async ({ Parser, Player }) => {
        if (disposed) return;
        const parser = new Parser();
        const player = new Player({ container: el, loop: loop ? 0 : 1 });
        release = () => {
          player.destroy();
          parser.destroy();
        };
        player.onStart = () => setPlaying(true);
        player.onEnd = () => {
          setPlaying(false);
          setWanted(false);
        };
        const video = await parser.load(src);
        if (disposed) return;
        await player.mount(video);
        if (!disposed) player.start();
      })
      .catch(() => {
        if (!disposed) {
          setFailed(true);
          setWanted(false);
        }
      });
    return () => {
      disposed = true;
      release();
      setPlaying(false);
    };
  }, [src, loop, wanted]);

  return (
    <>
      <canvas ref={canvas} className="cw-media__canvas" role="img" aria-label={label} />
      {failed ? (
        <p className="cw-media__failed cw-media__failed--over" role="alert">
          {failedText}
        </p>
      ) : null}
      <PlayControl label={playLabel} visible={controlVisible && !wanted} onPlay={() => setWanted(true)} />
    </>
  );
}
