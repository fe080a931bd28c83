/**
 * Buying sparks through the app: its Spark buy sheet, and its tip alert (5 USD = 2 free sparks). Outside the app
 * the user reads that sparks are bought in the app, and the tip shows on the page. Run only from a user's tap;
 * the sheet's arguments are fixed props, never read from the URL.
 */
import { bridgeFailureKey, useBridge, useToast } from '@engine';

const STRINGS = 'common:widgets.spark-draw';

export function useSparkBuy(buyArgs?: Readonly<Record<string, string | number>>) {
  const toast = useToast();
  const bridge = useBridge();

  const buy = async () => {
    const res = await bridge.sparkBuy(buyArgs ? { ...buyArgs } : {});
    if (!res.ok) toast(res.reason === 'not-in-app' ? `${STRINGS}.buyInApp` : bridgeFailureKey(res.reason));
  };

  const tip = async () => {
    const res = await bridge.sparkTipAlert({});
    if (!res.ok) toast(`${STRINGS}.tipText`, { durationMs: 4000 });
  };

  return { buy, tip };
}
