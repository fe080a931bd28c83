/** Round number, status and the live countdown of the betting or result view. */
import { useNow } from '@engine';
import type { WidgetT } from '@kit/useWidgetT';
import { isSettling, ROUND_STATUS, secondsLeft, type RoundState } from './roundMachine';
import { roundNumber } from './prizeLabel';

function statusKey(status: number): string {
  if (status === ROUND_STATUS.betting) return 'status.betting';
  if (isSettling(status)) return 'status.settling';
  if (status === ROUND_STATUS.result) return 'status.result';
  if (status === ROUND_STATUS.gameOver) return 'status.gameOver';
  return 'status.waiting';
}

export function RoundHeader({ state, wt }: { state: RoundState; wt: WidgetT }) {
  const now = useNow();
  const left = secondsLeft(state, now);
  const counting = state.status === ROUND_STATUS.betting || state.status === ROUND_STATUS.result;
  return (
    <header className="sm-head">
      <span className="sm-head__round">{wt('round', { round: roundNumber(state.actNo) })}</span>
      <span className="sm-head__status" role="status" data-testid="slot-status">
        {wt(statusKey(state.status))}
      </span>
      {counting ? (
        <span className="sm-head__timer" role="timer" aria-label={wt(statusKey(state.status))}>
          {wt('seconds', { seconds: left })}
        </span>
      ) : null}
    </header>
  );
}
