import { useMemo } from 'react';
import { useT, type WidgetComponentProps } from '@engine';
import { ConfirmItemDialog } from '@kit/ConfirmItem';
import { ListView } from '@kit/list/ListView';
import { useWidgetT } from '@kit/useWidgetT';
import { FragmentBagItems } from './FragmentBagItems';
import { FragmentCard } from './FragmentCard';
import { chosenCount, toFragments } from './fragments';
import type { FragmentBagProps } from './schema';
import { useFragmentExchange } from './useFragmentExchange';
import '@kit/blocks.css';
import './fragment-bag.css';

/**
 * Fragments and the bag: fragments chosen piece by piece are exchanged for a bubble gun or complete a gift's
 * puzzle (./useFragmentExchange.ts); bag items are used one at a time, also after a confirmation.
 */
export default function FragmentBag({ props }: WidgetComponentProps<FragmentBagProps>) {
  const t = useT();
  const wt = useWidgetT('fragment-bag');
  const fragments = useMemo(() => (Array.isArray(props.fragments) ? toFragments(props.fragments) : undefined), [props.fragments]);
  const { choice, change, ask, clear, problemText, exchange, closed } = useFragmentExchange(props, fragments, wt);
  const total = chosenCount(choice);

  return (
    <section className="cw-frag">
      <h3 className="cw-frag__title">{props.title ? t(props.title) : wt('title')}</h3>
      <p className="cw-frag__rule">{wt('rule', { count: props.gunSize, gun: props.gunSize, puzzle: props.puzzleSize })}</p>
      <ListView rows={fragments} skeleton={{ count: 2, height: 120 }} empty={wt('empty')} className="cw-list--grid cw-frag__grid" rowKey={(f) => f.giftId}>
        {(f) => <FragmentCard f={f} n={choice[f.giftId] ?? 0} puzzleSize={props.puzzleSize} busy={exchange.busy} onChange={change} wt={wt} />}
      </ListView>
      {fragments?.length ? (
        <>
          <p className="cw-frag__total">{wt('total', { count: total })}</p>
          <p className="cw-frag__error" role="alert">
            {problemText}
          </p>
          <div className="cw-frag__actions">
            <button type="button" className="cw-btn cw-btn--primary" disabled={exchange.busy || closed} onClick={() => ask('gun')}>
              {wt('gun.button', { count: props.gunSize })}
            </button>
            <button type="button" className="cw-btn cw-btn--primary" disabled={exchange.busy || closed} onClick={() => ask('puzzle')}>
              {wt('puzzle.button', { count: props.puzzleSize })}
            </button>
            <button type="button" className="cw-btn cw-btn--ghost" disabled={total === 0 || exchange.busy} onClick={clear}>
              {wt('clear')}
            </button>
          </div>
        </>
      ) : null}
      {props.items !== undefined || props.useAction ? <FragmentBagItems props={props} wt={wt} /> : null}
      <ConfirmItemDialog item={exchange} title={wt('confirmTitle')}>
        {exchange.asking ? (
          <p>{wt(exchange.asking.mode === 'gun' ? 'gun.confirm' : 'puzzle.confirm', { count: exchange.asking.count, name: exchange.asking.fragment.name })}</p>
        ) : null}
      </ConfirmItemDialog>
    </section>
  );
}
