import { useAction, useT, type WidgetComponentProps, useAssetUrl } from '@engine';
import type { BannerProps } from './schema';
import '@kit/blocks.css';
import './banner.css';

export default function Banner({ props }: WidgetComponentProps<BannerProps>) {
  const t = useT();
  const { run } = useAction();
  const src = useAssetUrl(props.image);
  const [w = '750', h = '360'] = props.ratio.split('/');
  const alt = t(props.alt);
  const image = src ? (
    <img className="cw-banner__img" src={src} alt={alt} width={Number(w)} height={Number(h)} decoding="async" fetchPriority="high" />
  ) : (
    <div className="cw-banner__placeholder" role="img" aria-label={alt} />
  );
  const style = { aspectRatio: `${w} / ${h}` };
  if (!props.action) return <div className="cw-banner" style={style}>{image}</div>;
  const action = props.action;
  return (
    <button type="button" className="cw-banner cw-banner--button" style={style} onClick={() => void run(action)}>
      {image}
    </button>
  );
}
