import { useState, type CSSProperties } from 'react';
import { isAtLeast, useBridge, usePrefersReducedMotion, useT, type WidgetComponentProps, useAssetUrl } from '@engine';
import { AlphaVideo } from './AlphaVideo';
import { kindOf, nativePreviewSupported } from './mediaKind';
import { PlayControl } from './PlayControl';
import type { MediaPreviewerProps } from './schema';
import { SvgaPlayer } from './SvgaPlayer';
import { VideoPlayer } from './VideoPlayer';
import './media-previewer.css';

export default function MediaPreviewer({ props }: WidgetComponentProps<MediaPreviewerProps>) {
  const t = useT();
  const bridge = useBridge();
  const reduced = usePrefersReducedMotion();
  const src = useAssetUrl(props.src);
  const poster = useAssetUrl(props.poster);
  const [nativeFailed, setNativeFailed] = useState(false);
  const kind = props.kind ?? kindOf(src ?? props.src);
  const label = t(props.label ?? 'common:widgets.media-previewer.label');
  const playLabel = t('common:widgets.media-previewer.play');
  const autoplay = props.autoplay && !reduced;
  const style = { aspectRatio: `${props.width} / ${props.height}`, width: `${(props.width / 7.5).toFixed(3)}vw` } as CSSProperties;

  if (!src) {
    return (
      <div className="cw-media cw-media--missing" style={style} role="img" aria-label={t('common:widgets.media-previewer.failed')}>
        <p className="cw-media__failed">{t('common:widgets.media-previewer.failed')}</p>
      </div>
    );
  }

  const native = !nativeFailed && nativePreviewSupported({ inApp: bridge.inApp, appVersion: bridge.appVersion(), url: src, kind, atLeast: isAtLeast });
  const previewNatively = async () => {
    const result = await bridge.previewAnimation({ url: new URL(src, document.baseURI).href });
    if (!result.ok) setNativeFailed(true);
  };

  return (
    <div className={`cw-media cw-media--${kind}`} style={style} data-kind={kind} data-native={native || undefined}>
      {native ? (
        <>
          {poster ? <img className="cw-media__poster" src={poster} alt={label} /> : <span className="cw-media__poster" role="img" aria-label={label} />}
          <PlayControl label={playLabel} visible onPlay={() => void previewNatively()} />
        </>
      ) : kind === 'svga' ? (
        <SvgaPlayer src={src} loop={props.loop} autoplay={autoplay} label={label} playLabel={playLabel} failedText={t('common:widgets.media-previewer.failed')} />
      ) : kind === 'alpha-video' ? (
        <AlphaVideo src={src} loop={props.loop} autoplay={autoplay} label={label} playLabel={playLabel} />
      ) : (
        <VideoPlayer key={src} src={src} poster={poster} preload={props.preload} loop={props.loop} autoplay={autoplay} label={label} playLabel={playLabel} failedText={t('common:widgets.media-previewer.failed')} />
      )}
    </div>
  );
}
