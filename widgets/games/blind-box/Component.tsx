import { useState } from 'react';
import { formatCompactNumber, formatThousands, useAssetUrl, type WidgetComponentProps } from '@engine';
import { ConfirmItemDialog } from '@kit/ConfirmItem';
import { GameLoading, GameTitle } from '@kit/draw/GameFrame';
import { DrawConfirm } from '@kit/draw/DrawConfirm';
import { ResultDialog } from '@kit/draw/ResultDialog';
import { useWidgetT, type WidgetT } from '@kit/useWidgetT';
import type { Box, BoxGift } from './blindBoxMachine';
import type { BlindBoxProps } from './schema';
import { useBlindBox } from './useBlindBox';
import '@kit/blocks.css';
import './blind-box.css';

function GiftFace({ gift }: { gift: BoxGift }) {
  const src = useAssetUrl(gift.icon);
  return (
    <>
      {src ? <img src={src} alt="" width={40} height={40} /> : null}
      <span className="bbox__gift cw-truncate">{gift.name}</span>
    </>
  );
}

function BoxButton({ box, disabled, onOpen, wt }: { box: Box; disabled: boolean; onOpen: () => void; wt: WidgetT }) {
  if (box.opened) {
    return (
      <li className="bbox__box bbox__box--opened" data-testid={`bbox-${box.index}`} data-opened="true">
        {box.gift ? <GiftFace gift={box.gift} /> : <span className="bbox__gift">{wt('opened')}</span>}
      </li>
    );
  }
  return (
    <li className="bbox__box" data-testid={`bbox-${box.index}`} data-opened="false">
      <button type="button" className="bbox__closed" disabled={disabled} aria-label={wt('openBox', { n: box.index + 1 })} onClick={onOpen}>
        <span aria-hidden="true">?</span>
      </button>
    </li>
  );
}

export default function BlindBox({ props }: WidgetComponentProps<BlindBoxProps>) {
  const wt = useWidgetT('blind-box');
  const game = useBlindBox(props);
  const [entered, setEntered] = useState('');
  const { board, state, data } = game;

  if (!board) return <section className="bbox"><GameLoading read={data} rows={3} height={96} /></section>;

  const remaining = board.boxes.length - board.opened;
  return (
    <section className="bbox" aria-busy={game.busy}>
      <GameTitle title={props.title} className="bbox__title" />
      <dl className="bbox-stats">
        <div><dt>{wt('board')}</dt><dd data-testid="bbox-board">{board.boardNo}</dd></div>
        <div><dt>{wt('boxes')}</dt><dd data-testid="bbox-count">{wt('openedOf', { opened: board.opened, count: board.boxCount })}</dd></div>
        <div><dt>{wt('keys')}</dt><dd data-testid="bbox-keys">{formatThousands(board.keys)}</dd></div>
        <div><dt>{wt('maxKeys')}</dt><dd data-testid="bbox-max-keys">{wt('maxKeysValue', { exchanged: board.keysExchanged, max: board.maxKeys })}</dd></div>
        <div><dt>{wt('gems')}</dt><dd data-testid="bbox-gems">{formatThousands(board.gems)}</dd></div>
      </dl>
      {state.advancedTo !== undefined ? (
        <p className="bbox-note" role="status" data-testid="bbox-advanced">
          {wt('nextBoard', { n: state.advancedTo })}
        </p>
      ) : null}
      <ul className="bbox__grid" data-testid="bbox-grid">
        {board.boxes.map((box) => (
          <BoxButton key={`${board.boardNo}-${box.index}`} box={box} disabled={game.busy} onOpen={() => game.open(box.index)} wt={wt} />
        ))}
      </ul>
      <div className="bbox-actions">
        <button type="button" className="cw-btn cw-btn--primary" data-testid="bbox-open-all" disabled={game.busy || remaining === 0} onClick={game.openAll}>
          {wt('openAll', { boxes: remaining, count: board.bulkCost, cost: board.bulkCost })}
          {board.bulkFullCost > board.bulkCost ? <s className="bbox-actions__full">{wt('keysN', { count: board.bulkFullCost })}</s> : null}
        </button>
        <button type="button" className="cw-btn cw-btn--ghost" data-testid="bbox-refresh" disabled={game.busy} onClick={game.askRefresh}>
          {wt('refresh', { count: board.refreshCost, cost: formatCompactNumber(board.refreshCost) })}
        </button>
      </div>
      <p className="bbox-note" data-testid="bbox-refresh-note">
        {board.refreshNeedMore > 0 ? wt('refreshNeedMore', { count: board.refreshNeedMore }) : wt('refreshReady')}
      </p>
      <form
        className="bbox-exchange"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          game.askExchange(entered);
        }}
      >
        <label className="bbox-exchange__label">
          <span>{wt('exchangeLabel', { count: board.gemsPerKey, gems: board.gemsPerKey })}</span>
          <input type="number" inputMode="numeric" value={entered} placeholder={wt('exchangePlaceholder')} onChange={(e) => setEntered(e.target.value)} />
        </label>
        <button type="button" className="cw-btn cw-btn--ghost" onClick={() => setEntered(String(board.exchangeMax))} disabled={board.exchangeMax === 0}>
          {wt('exchangeMax', { count: board.exchangeMax })}
        </button>
        <button type="submit" className="cw-btn cw-btn--primary" disabled={game.busy}>
          {wt('exchange')}
        </button>
      </form>
      <DrawConfirm item={game.spend} />
      <ResultDialog phase={state.phase === 'shown' && state.gifts.length > 0 ? 'shown' : 'idle'} title={wt('resultTitle')} okLabel={wt('ok')} onClose={game.close}>
        <ul className="bbox-result" data-testid="bbox-result">
          {state.gifts.map((g, i) => (
            <li key={`${g.id}-${i}`}>
              <GiftFace gift={g} />
            </li>
          ))}
        </ul>
        {state.advancedTo !== undefined ? <p className="bbox-note">{wt('nextBoard', { n: state.advancedTo })}</p> : null}
      </ResultDialog>
      <ConfirmItemDialog item={game.refresh} title={wt('refreshTitle')}>
        <p>{wt('refreshConfirm', { count: board.refreshCost, cost: formatCompactNumber(board.refreshCost) })}</p>
      </ConfirmItemDialog>
      <ConfirmItemDialog item={game.exchange} title={wt('exchangeTitle')}>
        <p>{wt('exchangeConfirm', { count: game.exchange.asking?.count ?? 0, gems: formatCompactNumber(game.exchange.asking?.gems ?? 0) })}</p>
      </ConfirmItemDialog>
    </section>
  );
}
