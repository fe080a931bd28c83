import { useEffect, useRef, useState } from 'react';
import { composeAlphaFrame } from './alphaFrame';
import { PlayControl, useControlVisible, type PlayerProps } from './PlayControl';

/** Plays an alpha video (colour left, mask right) on a transparent canvas. */
export function AlphaVideo({ src, loop, autoplay, label, playLabel }: PlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [playing, setPlaying] = useState(false);
  const controlVisible = useControlVisible(playing);

  useEffect(() => {
    const v = video.current;
    const c = canvas.current;
    if (!playing || !v || !c) return;
    const work = document.createElement('canvas');
    const workCtx = work.getContext('2d', { willReadFrequently: true });
    const ctx = c.getContext('2d');
    if (!workCtx || !ctx) return;
    let frame = 0;
    const draw = () => {
      const w = v.videoWidth;
      const h = v.videoHeight;
      if (w > 1 && h > 0) {
        if (work.width !== w || work.height !== h) Object.assign(work, { width: w, height: h });
        if (c.width !== Math.floor(w / 2) || c.height !== h) Object.assign(c, { width: Math.floor(w / 2), height: h });
        workCtx.drawImage(v, 0, 0, w, h);
        const out = ctx.createImageData(c.width, h);
        composeAlphaFrame(workCtx.getImageData(0, 0, w, h).data, w, h, out.data);
        ctx.putImageData(out, 0, 0);
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  const play = () => {
    const v = video.current;
    if (v) Promise.resolve(v.play()).catch(() => setPlaying(false));
  };

  return (
    <>
      <video
        ref={video}
        className="cw-media__source"
        src={src}
        crossOrigin="anonymous"
        loop={loop}
        autoPlay={autoplay}
        muted
        playsInline
        preload="auto"
        aria-hidden="true"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      <canvas ref={canvas} className="cw-media__canvas" role="img" aria-label={label} />
      <PlayControl label={playLabel} visible={controlVisible} onPlay={play} />
    </>
  );
}
