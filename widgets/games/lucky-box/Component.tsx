import { formatThousands, LOADING_COUNT, LOADING_VALUE, type WidgetComponentProps } from '@engine';
import { ConfirmItemDialog, type ConfirmedItem } from '@kit/ConfirmItem';
import { Dialog } from '@kit/Dialog';
import { GameLoading, GameTitle } from '@kit/draw/GameFrame';
import { DrawConfirm } from '@kit/draw/DrawConfirm';
import { LazyDrawResult } from '@kit/draw/LazyDrawResult';
import { StateMessage } from '@kit/StateMessage';
import { useWidgetT, type WidgetT } from '@kit/useWidgetT';
import { PrizeGrid } from '../../campaign/prize-pool/PrizeGrid';
import { trialWaits, type Trial } from './luckyBoxMachine';
import type { LuckyBoxProps } from './schema';
import { useLuckyBox } from './useLuckyBox';
import '@kit/blocks.css';
import './lucky-box.css';

const prizeRow = (p: Trial['prize']) => ({ name: p.name, icon: p.icon, prizeType: p.type, value: p.value });

type Game = ReturnType<typeof useLuckyBox>;

export default function LuckyBox({ props }: WidgetComponentProps<LuckyBoxProps>) {
  const wt = useWidgetT('lucky-box');
  const game = useLuckyBox(props);
  const { index, state, query } = game;

  // Before the index is read, a failure or no game replaces the board; while it loads, the box's words paint with the
  // first screen (balance and price as placeholders that fill in where they stand) and its draws are a skeleton.
  if (!index && query.status !== 'pending') return <section className="lucky"><GameTitle title={props.title} className="lucky__title" /><GameLoading read={query} rows={3} height={96} /></section>;
  const idle = state.phase === 'idle' && !game.busy;

  return (
    <section className="lucky" data-theme={props.theme}>
      <GameTitle title={props.title} className="lucky__title" />
      <p className="lucky__balance" data-testid="lucky-diamonds">
        {wt('diamonds', { count: index ? formatThousands(index.diamond) : LOADING_VALUE })}
      </p>
      <div className="lucky__box" aria-busy={!idle || !index}>
        <button type="button" className="cw-btn cw-btn--primary lucky__trial" data-testid="lucky-trial" disabled={!idle || !index?.trialAvailable} onClick={game.tryFree}>
          {!index || index.trialAvailable ? wt('trial') : wt('trialUsed')}
        </button>
        <p className="lucky__note">{wt('trialNote', index ? { count: index.price, price: index.price } : { count: LOADING_COUNT, price: LOADING_VALUE })}</p>
      </div>
      {index ? <LuckyBoard index={index} game={game} idle={idle} wt={wt} /> : <GameLoading read={query} rows={2} height={96} />}
    </section>
  );
}

/** The draws, the prizes and the game's dialogs, once the index is read. */
function LuckyBoard({ index, game, idle, wt }: { index: NonNullable<Game['index']>; game: Game; idle: boolean; wt: WidgetT }) {
  const { state } = game;
  const trial = state.trial;
  const offerOpen = (state.phase === 'offer' || state.phase === 'paying') && trial !== null;
  // The give-up question is the shared confirmation dialog, driven by the game's own state.
  const dropQuestion: ConfirmedItem<Trial> = {
    asking: state.phase === 'confirmDrop' || state.phase === 'dropping' ? trial : null,
    busy: state.phase === 'dropping',
    ask: game.askDrop,
    cancel: () => {
      if (state.phase === 'confirmDrop') game.keepOffer();
    },
    confirm: game.drop,
  };
  const resultT: WidgetT = (key, values) => (key === 'resultTitle' && state.kept ? wt('keptTitle') : wt(key, values));
  const resultPhase = state.phase === 'revealing' || state.phase === 'shown' ? state.phase : 'idle';

  return (
    <>
      <div className="lucky__draws">
        {index.batches.map((n) => (
          <button key={n} type="button" className="cw-btn cw-btn--primary lucky__draw" data-testid={`lucky-draw-${n}`} disabled={!idle || trialWaits(index, state)} onClick={() => game.draw(n)}>
            <span>{wt('drawN', { count: n })}</span>
            <span className="cw-visually-hidden">, </span>
            <span className="lucky__cost">{wt('cost', { count: n * index.price })}</span>
          </button>
        ))}
      </div>
      <section className="lucky__prizes">
        <h4 className="lucky__prizes-title">{wt('prizeList')}</h4>
        {index.prizes.length === 0 ? <StateMessage kind="empty" /> : <PrizeGrid prizes={index.prizes.map(prizeRow)} columns={3} />}
      </section>
      <Dialog
        open={offerOpen}
        title={wt('offerTitle')}
        onClose={game.askDrop}
        footer={
          <>
            <button type="button" className="cw-btn cw-btn--ghost" disabled={state.phase === 'paying'} onClick={game.askDrop}>
              {wt('giveUp')}
            </button>
            <button type="button" className="cw-btn cw-btn--primary" data-testid="lucky-keep" disabled={state.phase === 'paying'} aria-busy={state.phase === 'paying'} onClick={game.keep}>
              {wt('keep', { count: trial?.price ?? index.price, price: trial?.price ?? index.price })}
            </button>
          </>
        }
      >
        {trial ? (
          <div className="lucky__offer" data-testid="lucky-offer">
            <PrizeGrid prizes={[prizeRow(trial.prize)]} columns={3} />
            <p>{wt('offerText', { count: trial.price, price: trial.price })}</p>
          </div>
        ) : null}
      </Dialog>
      <ConfirmItemDialog item={dropQuestion} title={wt('dropTitle')}>
        <p>{wt('dropText', { name: trial?.prize.name ?? '' })}</p>
      </ConfirmItemDialog>
      <DrawConfirm item={game.spend} />
      <LazyDrawResult phase={resultPhase} prizes={state.result} onRevealed={game.revealed} onSkip={game.revealed} onClose={game.close} wt={resultT} />
    </>
  );
}
