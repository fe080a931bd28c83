import { useT, type WidgetComponentProps } from '@engine';
import { useWidgetT } from '@kit/useWidgetT';
import { useShare } from './useShare';
import type { ShareButtonProps } from './schema';
import '@kit/blocks.css';
import './share-button.css';

const LABEL = { FB: 'facebook', WA: 'whatsapp', LINK: 'copyLink' } as const;

export default function ShareButton({ props }: WidgetComponentProps<ShareButtonProps>) {
  const t = useT();
  const wt = useWidgetT('share-button');
  const url = typeof props.url === 'string' ? props.url : '';
  const share = useShare({ url, message: props.message ? t(props.message) : undefined, track: props.track, copiedKey: 'common:widgets.share-button.copied', failedKey: 'common:widgets.share-button.copyFailed' });
  return (
    <div className="cw-share">
      {props.title ? <p className="cw-share__title">{t(props.title)}</p> : null}
      <div className="cw-share__buttons">
        {props.channels.map((c) => (
          <button key={c} type="button" className={`cw-share__btn cw-share__btn--${c.toLowerCase()}`} onClick={() => void share(c)}>
            <span className="cw-share__icon" aria-hidden="true">
              {c === 'FB' ? 'f' : c === 'WA' ? 'W' : '🔗'}
            </span>
            <span className="cw-share__label">{wt(LABEL[c])}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
