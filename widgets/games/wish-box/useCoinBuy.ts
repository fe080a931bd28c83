/**
 * Wishing coins come in batches bought with sparks, a batch of more than one Spark asked first naming its cost;
 * with too few sparks the app's Spark buy sheet opens instead (the flow's recharge step), from the tap.
 */
import { formatThousands } from '@engine';
import { useDrawSpend } from '@kit/draw/DrawConfirm';
import { useDrawTap, type useDrawFlow } from '@kit/draw/useDrawFlow';
import type { WidgetT } from '@kit/useWidgetT';
import type { WishIndex } from './wishBoxAnswers';

const STRINGS = 'common:widgets.wish-box';

export interface CoinBuyConfig {
  flow: ReturnType<typeof useDrawFlow>;
  /** The latest wishing state. */
  index: () => WishIndex | undefined;
  path: string;
  report: (answer: unknown) => void;
  wt: WidgetT;
}

export function useCoinBuy({ flow, index, path, report, wt }: CoinBuyConfig) {
  const allowed = () => {
    const idx = index();
    return !!idx && flow.allowed(idx.sparkCount < idx.sparksPerBatch ? { ok: false, reason: 'noSparks' } : { ok: true });
  };
  const buying = useDrawTap(async () => {
    const idx = index();
    if (!idx || !allowed()) return;
    await flow.send({
      path,
      body: { count: idx.coinBatch },
      answered: (answer) => {
        report(answer);
        flow.toast(`${STRINGS}.coinsBought`, { values: { count: idx.coinBatch } });
      },
    });
  });
  const buy = useDrawSpend(() => buying.run(), allowed);

  return {
    buyCoins: () => {
      const idx = index();
      if (!idx) return;
      const cost = wt('sparkCost', { count: idx.sparksPerBatch });
      buy.tap({ count: idx.sparksPerBatch, cost, title: wt('buyConfirmTitle'), question: wt('buyConfirm', { count: idx.coinBatch, coins: formatThousands(idx.coinBatch), cost }) });
    },
    buy: buy.asked,
    buyingCoins: buying.pending,
  };
}
