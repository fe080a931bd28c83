/**
 * The draw result dialog, fetched only when a result is to be shown: a game's first screen does not carry it.
 * `preloadDrawResult` starts the fetch from the tap that sends a draw, so the dialog is there when the answer is.
 */
import { lazy, Suspense } from 'react';
import type { DrawResultProps } from './DrawResult';
import { isResultPhase } from './resultPhase';

const load = () => import('./DrawResult');
const Result = lazy(() => load().then((m) => ({ default: m.DrawResult })));

export function preloadDrawResult(): void {
  void load().catch(() => undefined);
}

export function LazyDrawResult(props: DrawResultProps) {
  if (!isResultPhase(props.phase)) return null;
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
