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

  /** `short`: the sheet opens because a draw lacked sparks (outside the app that is said); else the Buy button was tapped. */
  const buy = async (short = true) => {
    const res = await bridge.sparkBuy(buyArgs ? { ...buyArgs } : {});
    if (!res.ok) toast(res.reason === 'not-in-app' ? `${STRINGS}.${short ? 'buyInApp' : 'buyOnlyInApp'}` : bridgeFailureKey(res.reason));
  };

  const tip = async () => {
    const res = await bridge.sparkTipAlert({});
    if (!res.ok) toast(`${STRINGS}.tipText`, { durationMs: 4000 });
  };

  return { buy, tip };
}
