/** Previous results of today: a strip of the latest winning prizes and a records modal with every round. */
import { useState } from 'react';
import { Dialog } from '@kit/Dialog';
import { StateMessage } from '@kit/StateMessage';
import type { WidgetT } from '@kit/useWidgetT';
import { recordBadge, roundNumber } from './prizeLabel';
import type { PreviousResult, Prize } from './roundPage';

export interface PreviousResultsProps {
  previous: PreviousResult[];
  prizes: Prize[];
  label: (p: Prize | undefined) => string;
  wt: WidgetT;
}

export function PreviousResults({ previous, prizes, label, wt }: PreviousResultsProps) {
  const [open, setOpen] = useState(false);
  const prizeOf = (id: number) => prizes.find((p) => p.id === id);
  return (
    <section className="sm-prev" aria-label={wt('previousTitle')}>
      <div className="sm-prev__head">
        <h4 className="sm-prev__title">{wt('previousTitle')}</h4>
        <button type="button" className="cw-btn cw-btn--ghost sm-prev__more" onClick={() => setOpen(true)}>
          {wt('records')}
        </button>
      </div>
      {previous.length === 0 ? (
        <p className="sm-prev__none">{wt('noPrevious')}</p>
      ) : (
        <ol className="sm-prev__strip" data-testid="slot-previous" tabIndex={0}>
          {previous.slice(0, 8).map((r) => (
            <li key={r.actNo} className="sm-prev__chip" title={wt('round', { round: roundNumber(r.actNo) })}>
              {label(prizeOf(r.prizeId))}
            </li>
          ))}
        </ol>
      )}
      <Dialog open={open} title={wt('recordsTitle')} onClose={() => setOpen(false)}>
        {previous.length === 0 ? (
          <StateMessage kind="empty" />
        ) : (
          <table className="sm-records">
            <thead>
              <tr>
                <th scope="col">{wt('recordRound')}</th>
                <th scope="col">{wt('recordPrize')}</th>
                <th scope="col">{wt('recordWinners')}</th>
              </tr>
            </thead>
            <tbody>
              {previous.map((r) => (
                <tr key={r.actNo}>
                  <td>{roundNumber(r.actNo)}</td>
                  <td>
                    {label(prizeOf(r.prizeId))}
                    {recordBadge(r.recordType, wt) ? <span className="sm-badge">{recordBadge(r.recordType, wt)}</span> : null}
                  </td>
                  <td>{r.winnerCount ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Dialog>
    </section>
  );
}
