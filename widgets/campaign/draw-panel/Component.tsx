import { useRef, useState } from 'react';
import { formatCompactNumber, useAction, useT, type WidgetComponentProps, useAssetUrl } from '@engine';
import { Dialog } from '@kit/Dialog';
import { isRow, readNumber, readText } from '@kit/readField';
import { UserLabel } from '@kit/UserLabel';
import { useWidgetT } from '@kit/useWidgetT';
import type { DrawBatch, DrawPanelProps } from './schema';
import '@kit/blocks.css';
import '@kit/list/list.css';
import './draw-panel.css';

export default function DrawPanel({ props }: WidgetComponentProps<DrawPanelProps>) {
  const t = useT();
  const wt = useWidgetT('draw-panel');
  const { run, pending } = useAction();
  const currency = useAssetUrl(props.currencyIcon);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [reveal, setReveal] = useState(false);
  const results = Array.isArray(props.results) ? props.results.filter(isRow) : [];

  const draw = async (batch: DrawBatch) => {
    // Money single-flight: a second tap while a draw is in flight does nothing.
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setReveal(false);
    try {
      await run(batch.action);
      setReveal(true);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <section className="cw-draw" aria-busy={busy || pending}>
      {props.title ? <h3 className="cw-draw__title">{t(props.title)}</h3> : null}
      {typeof props.chances === 'number' ? <p className="cw-draw__chances">{wt('chances', { count: formatCompactNumber(props.chances) })}</p> : null}
      <div className="cw-draw__buttons">
        {props.batches.map((b) => (
          <button key={`${b.count}-${b.action}`} type="button" className="cw-btn cw-btn--primary cw-draw__btn" disabled={busy || pending} onClick={() => void draw(b)}>
            <span>{b.label ? t(b.label, { count: b.count }) : wt('drawN', { count: b.count })}</span>
            {b.price !== undefined ? (
              <span className="cw-draw__price">
                <span className="cw-visually-hidden">, </span>
                {currency ? <img src={currency} alt="" width={16} height={16} /> : null}
                {formatCompactNumber(b.price)}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <Dialog open={reveal && results.length > 0} title={props.resultTitle ? t(props.resultTitle) : wt('resultTitle')} onClose={() => setReveal(false)}>
        <ul className="cw-list cw-draw__results">
          {results.map((r, i) => (
            <li key={i} className="cw-draw__result" style={{ animationDelay: `${Math.min(i, 20) * 60}ms` }}>
              <UserLabel name={readText(r, 'name', 'prizeName', 'title') ?? ''} avatar={readText(r, 'icon', 'image', 'prizeIcon')} size={40} />
              <span className="cw-draw__count">{`×${readNumber(r, 'count', 'num', 'quantity') ?? 1}`}</span>
            </li>
          ))}
        </ul>
      </Dialog>
    </section>
  );
}
