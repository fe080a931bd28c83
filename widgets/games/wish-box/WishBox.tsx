import type { WidgetComponentProps } from '@engine';
import { useWidgetT } from '@kit/useWidgetT';
import { GameLoading, GameTitle } from '@kit/draw/GameFrame';
import { DrawConfirm } from '@kit/draw/DrawConfirm';
import { LazyDrawResult } from '@kit/draw/LazyDrawResult';
import { Balances } from './Balances';
import { Choosing } from './Choosing';
import { CustomGift } from './CustomGift';
import { RoundClicking } from './RoundClicking';
import type { WishBoxProps } from './schema';
import { useWishBox } from './useWishBox';
import '@kit/blocks.css';
import '../spark-draw/spark-draw.css';
import './wish-box.css';

export default function WishBox({ props }: WidgetComponentProps<WishBoxProps>) {
  const wt = useWidgetT('wish-box');
  const game = useWishBox(props);
  const { index, query, state } = game;

  let body;
  if (!index) body = <GameLoading read={query} rows={4} height={96} />;
  else if (props.view === 'custom') {
    body = <CustomGift game={game} index={index} wt={wt} />;
  } else {
    body = (
      <>
        <Balances game={game} index={index} wt={wt} />
        {state.phase === 'clicking' ? <RoundClicking game={game} wt={wt} /> : <Choosing game={game} index={index} wt={wt} />}
        <DrawConfirm item={game.direct} />
        <DrawConfirm item={game.buy} />
        <LazyDrawResult phase={state.phase === 'result' ? 'shown' : 'idle'} prizes={state.result} onRevealed={() => undefined} onSkip={() => undefined} onClose={game.closeResult} wt={wt} />
      </>
    );
  }
  return (
    <section className="spark wish" data-view={props.view} data-phase={state.phase}>
      <GameTitle title={props.title} className="spark__title" />
      {body}
    </section>
  );
}
