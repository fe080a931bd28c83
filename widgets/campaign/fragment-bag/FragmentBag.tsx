import { useEffect, useMemo, useRef, useState } from 'react';
import { formatThousands, useAssetUrl, useT, type WidgetComponentProps } from '@engine';
import { ConfirmItemDialog, useConfirmedItem } from '@kit/ConfirmItem';
import { isRow, readNumber, readText, type Row } from '@kit/readField';
import { SkeletonRows } from '@kit/SkeletonRows';
import { StateMessage } from '@kit/StateMessage';
import { useItemAction } from '@kit/useItemAction';
import { useWidgetT } from '@kit/useWidgetT';
import { checkChoice, chosenCount, clampChoice, piecesOf, toFragments, type Choice, type ChoiceProblem, type Fragment, type Mode } from './fragments';
import type { FragmentBagProps } from './schema';
import '@kit/blocks.css';
import './fragment-bag.css';

interface Exchange {
  mode: Mode;
  fragment: Fragment;
  count: number;
}

interface BagItem {
  key: string;
  row: Row;
  type?: number;
  name: string;
  icon?: string;
  count: number;
}

const BAG_TYPES = [1, 2, 3];

function Icon({ src, size }: { src?: string; size: number }) {
  const url = useAssetUrl(src);
  return url ? <img className="cw-frag__img" src={url} alt="" width={size} height={size} loading="lazy" /> : <span className="cw-frag__img" aria-hidden="true" />;
}

/** The puzzle of one gift: its pieces, the ones owned filled in. */
function Puzzle({ owned, size }: { owned: number; size: number }) {
  return (
    <span className="cw-frag__puzzle" aria-hidden="true">
      {Array.from({ length: size }, (_, i) => (
        <span key={i} className={i < owned ? 'cw-frag__piece cw-frag__piece--owned' : 'cw-frag__piece'} />
      ))}
    </span>
  );
}

/**
 * Fragments and the bag: the user chooses fragments piece by piece; exactly `gunSize` of one gift exchange for
 * a bubble gun and `puzzleSize` of one gift complete its puzzle. A choice that breaks the rule is refused here with
 * the reason (the server refuses it too); a good one is confirmed first (it cannot be undone) and sent once however
 * often Confirm is tapped. Bag items are used one at a time, also after a confirmation.
 */
export default function FragmentBag({ props }: WidgetComponentProps<FragmentBagProps>) {
  const t = useT();
  const wt = useWidgetT('fragment-bag');
  const fragments = useMemo(() => (Array.isArray(props.fragments) ? toFragments(props.fragments) : undefined), [props.fragments]);
  const [rawChoice, setChoice] = useState<Choice>({});
  const choice = fragments ? clampChoice(rawChoice, fragments) : rawChoice;
  const [problem, setProblem] = useState<ChoiceProblem>();
  const compose = useItemAction(props.stateKey);
  const sent = useRef<{ giftId: number; owned: number }>(undefined);
  const exchange = useConfirmedItem<Exchange>(async (ex) => {
    sent.current = { giftId: ex.fragment.giftId, owned: ex.fragment.owned };
    await compose.run(props.composeAction, { mode: ex.mode, fragments: piecesOf({ [ex.fragment.giftId]: ex.count }), giftId: ex.fragment.giftId, count: ex.count });
  });
  // The exchange went through once the fragments it used are gone from the answer: the choice starts over.
  useEffect(() => {
    const s = sent.current;
    const now = fragments?.find((f) => f.giftId === s?.giftId);
    if (s && now && now.owned < s.owned) {
      sent.current = undefined;
      setChoice({});
    }
  }, [fragments]);

  const change = (f: Fragment, by: number) => {
    setProblem(undefined);
    setChoice((c) => {
      const n = Math.max(0, Math.min(f.owned, (c[f.giftId] ?? 0) + by));
      const next = { ...c, [f.giftId]: n };
      if (n === 0) delete next[f.giftId];
      return next;
    });
  };
  const ask = (mode: Mode) => {
    const size = mode === 'gun' ? props.gunSize : props.puzzleSize;
    const why = checkChoice(choice, mode, size);
    setProblem(why);
    const giftId = Number(Object.keys(choice)[0]);
    const fragment = fragments?.find((f) => f.giftId === giftId);
    if (!why && fragment) exchange.ask({ mode, fragment, count: size });
  };
  const problemText =
    problem === 'choose' ? wt('error.choose') : problem === 'gun' ? wt('error.gun', { count: props.gunSize }) : problem === 'puzzle' ? wt('error.puzzle', { count: props.puzzleSize }) : '';

  const use = useItemAction(props.itemStateKey);
  const useAsked = useConfirmedItem<BagItem>((item) => (props.useAction ? use.run(props.useAction, { ...item.row, id: item.row.id ?? item.type, type: item.type, count: 1 }) : Promise.resolve()));
  const items: BagItem[] | undefined = Array.isArray(props.items)
    ? props.items.filter(isRow).map((row, i) => {
        const type = readNumber(row, 'type');
        return { key: `${readText(row, 'id', 'type') ?? 'i'}-${i}`, row, type, name: type !== undefined && BAG_TYPES.includes(type) ? wt(`bag.type.${type}`) : (readText(row, 'name') ?? ''), icon: readText(row, 'icon'), count: Math.max(0, readNumber(row, 'count', 'num') ?? 0) };
      })
    : undefined;
  const total = chosenCount(choice);

  return (
    <section className="cw-frag">
      <h3 className="cw-frag__title">{props.title ? t(props.title) : wt('title')}</h3>
      <p className="cw-frag__rule">{wt('rule', { gun: props.gunSize, puzzle: props.puzzleSize })}</p>
      {!fragments ? (
        <SkeletonRows count={2} height={120} />
      ) : fragments.length === 0 ? (
        <StateMessage kind="empty" message={wt('empty')} />
      ) : (
        <>
          <ul className="cw-frag__grid">
            {fragments.map((f) => {
              const n = choice[f.giftId] ?? 0;
              return (
                <li key={f.giftId} className="cw-frag__card" data-chosen={n > 0 || undefined}>
                  <Icon src={f.icon} size={64} />
                  <span className="cw-frag__name">{f.name}</span>
                  <span className="cw-frag__owned">{wt('owned', { count: formatThousands(f.owned) })}</span>
                  <Puzzle owned={Math.min(f.owned, props.puzzleSize)} size={props.puzzleSize} />
                  <span className="cw-frag__step">
                    <button type="button" className="cw-btn cw-btn--ghost cw-frag__less" disabled={n === 0 || exchange.busy} aria-label={wt('remove', { name: f.name })} onClick={() => change(f, -1)}>
                      −
                    </button>
                    <output className="cw-frag__chosen" aria-label={wt('chosen', { name: f.name, count: n })}>
                      {n}
                    </output>
                    <button type="button" className="cw-btn cw-btn--ghost cw-frag__more" disabled={n >= f.owned || exchange.busy} aria-label={wt('choose', { name: f.name })} onClick={() => change(f, 1)}>
                      +
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="cw-frag__total">{wt('total', { count: total })}</p>
          <p className="cw-frag__error" role="alert">
            {problemText}
          </p>
          <div className="cw-frag__actions">
            <button type="button" className="cw-btn cw-btn--primary" disabled={exchange.busy || compose.isClosed(props.composeAction)} onClick={() => ask('gun')}>
              {wt('gun.button', { count: props.gunSize })}
            </button>
            <button type="button" className="cw-btn cw-btn--primary" disabled={exchange.busy || compose.isClosed(props.composeAction)} onClick={() => ask('puzzle')}>
              {wt('puzzle.button', { count: props.puzzleSize })}
            </button>
            <button type="button" className="cw-btn cw-btn--ghost" disabled={total === 0 || exchange.busy} onClick={() => (setChoice({}), setProblem(undefined))}>
              {wt('clear')}
            </button>
          </div>
        </>
      )}
      {props.items !== undefined || props.useAction ? (
        <div className="cw-frag__bag">
          <h3 className="cw-frag__title">{wt('bag.title')}</h3>
          {!items ? (
            <SkeletonRows count={2} height={56} />
          ) : items.length === 0 ? (
            <StateMessage kind="empty" message={wt('bag.empty')} />
          ) : (
            <ul className="cw-frag__items">
              {items.map((item) => (
                <li key={item.key} className="cw-frag__item">
                  <Icon src={item.icon} size={40} />
                  <span className="cw-frag__name">{item.name}</span>
                  <span className="cw-frag__owned">{wt('owned', { count: formatThousands(item.count) })}</span>
                  {props.useAction ? (
                    <button type="button" className="cw-btn cw-btn--primary" disabled={item.count <= 0 || useAsked.busy || use.isClosed(props.useAction)} onClick={() => useAsked.ask(item)}>
                      {wt('bag.use')}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <ConfirmItemDialog item={exchange} title={wt('confirmTitle')}>
        {exchange.asking ? (
          <p>{wt(exchange.asking.mode === 'gun' ? 'gun.confirm' : 'puzzle.confirm', { count: exchange.asking.count, name: exchange.asking.fragment.name })}</p>
        ) : null}
      </ConfirmItemDialog>
      <ConfirmItemDialog item={useAsked} title={wt('bag.confirmTitle')}>
        {useAsked.asking ? <p>{wt('bag.confirm', { name: useAsked.asking.name })}</p> : null}
      </ConfirmItemDialog>
    </section>
  );
}
