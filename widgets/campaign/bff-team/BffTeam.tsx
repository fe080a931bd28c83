/**
 * The Perfect BFF team panel. Without a team: the team name entry (required, at most `nameMax` characters; the
 * name is set once). With one: its points, its best friends and supporting families with their invitation status
 * (invited, declined, bound, teamed up), and, for the team's owner, the friend and family leader entries (a family
 * leader id cannot be empty). Invitations waiting for the user are accepted or declined here; a friend who
 * declined brings a prompt asking whether to invite them again. The server decides; its refusals are the page's.
 */
import { useState } from 'react';
import { formatThousands, useT, type WidgetComponentProps } from '@engine';
import { isRow, readNumber, readText, type Row } from '@kit/readField';
import { useItemAction } from '@kit/useItemAction';
import { UserLabel } from '@kit/UserLabel';
import { USER_ID } from '@kit/userId';
import { useWidgetT } from '@kit/useWidgetT';
import { EntryRow } from './EntryRow';
import type { BffTeamProps } from './schema';
import '@kit/blocks.css';
import '@kit/form.css';
import './bff-team.css';

const rowsOf = (v: unknown): Row[] => (Array.isArray(v) ? v.filter(isRow) : []);
const STATUSES = new Set(['invited', 'declined', 'bound', 'teamedUp']);

function People({ rows, statusText }: { rows: Row[]; statusText(row: Row): string | undefined }) {
  return (
    <ul className="cw-bff__list">
      {rows.map((r, i) => (
        <li key={readText(r, 'inviteId', 'userId') ?? i} className="cw-bff__row">
          <UserLabel name={readText(r, 'name') ?? readText(r, 'userId') ?? ''} avatar={readText(r, 'icon')} size={32} />
          {statusText(r) ? <span className="cw-bff__status">{statusText(r)}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export default function BffTeam({ props }: WidgetComponentProps<BffTeamProps>) {
  const t = useT();
  const wt = useWidgetT('bff-team');
  const action = useItemAction(props.stateKey);
  const [dismissed, setDismissed] = useState<string[]>([]);
  const team = isRow(props.team) ? props.team : undefined;
  const busy = action.pending;
  const run = (name: string, item: Row) => void action.run(name, item);
  const status = (r: Row) => {
    const s = readText(r, 'status');
    return s && STATUSES.has(s) ? wt(`status.${s}`) : undefined;
  };
  const members = rowsOf(team?.members);
  const families = rowsOf(team?.families);
  const owner = team?.isOwner === true;
  const asking = rowsOf(props.declined).find((r) => !dismissed.includes(readText(r, 'userId') ?? ''));
  const askingId = asking ? readText(asking, 'userId') : undefined;
  const points = (key: string) => formatThousands(readNumber(team ?? {}, key) ?? 0);

  return (
    <section className="cw-bff" aria-label={props.title ? t(props.title) : wt('teamTitle')}>
      {props.title ? <h2 className="cw-bff__title">{t(props.title)}</h2> : null}
      {asking && askingId ? (
        <div className="cw-bff__ask" role="alert" data-testid="bff-declined">
          <p>{wt('declinedAsk', { name: readText(asking, 'name') ?? askingId })}</p>
          <div className="cw-bff__buttons">
            <button type="button" className="cw-btn cw-btn--ghost" onClick={() => setDismissed((d) => [...d, askingId])}>{wt('notNow')}</button>
            <button type="button" className="cw-btn cw-btn--primary" disabled={busy} onClick={() => run(props.inviteFriendAction, { userId: askingId })}>{wt('inviteAgain')}</button>
          </div>
        </div>
      ) : null}
      {rowsOf(props.waiting).map((w) => (
        <div key={readText(w, 'inviteId')} className="cw-bff__ask" data-testid="bff-waiting">
          <p>{wt(readText(w, 'kind') === 'family' ? 'waitingFamily' : 'waitingFriend', { team: readText(w, 'teamName') ?? '' })}</p>
          <div className="cw-bff__buttons">
            <button type="button" className="cw-btn cw-btn--ghost" disabled={busy} onClick={() => run(props.respondAction, { inviteId: w.inviteId, accept: false })}>{wt('decline')}</button>
            <button type="button" className="cw-btn cw-btn--primary" disabled={busy} onClick={() => run(props.respondAction, { inviteId: w.inviteId, accept: true })}>{wt('accept')}</button>
          </div>
        </div>
      ))}
      {!team ? (
        <EntryRow
          testId="bff-name" label={wt('nameLabel', { count: props.nameMax, max: props.nameMax })} button={wt('create')} busy={busy}
          check={(v) => (!v ? wt('nameEmpty') : [...v].length > props.nameMax ? wt('nameTooLong', { count: props.nameMax, max: props.nameMax }) : undefined)}
          send={(name) => run(props.createAction, { name })}
        />
      ) : (
        <>
          <h3 className="cw-bff__team">{wt('teamName', { name: readText(team, 'name') ?? '' })}</h3>
          <p className="cw-bff__points">{wt('points', { qualifying: points('qualifyingPoints'), carried: points('carriedPoints'), finals: points('finalsPoints') })}</p>
          <h4 className="cw-bff__section">{wt('friends')}</h4>
          <People rows={members} statusText={() => undefined} />
          {owner && members.length < 2 ? (
            <EntryRow testId="bff-friend" label={wt('friendLabel')} button={wt('invite')} busy={busy} inputMode="numeric" check={(v) => (USER_ID.test(v) ? undefined : wt('invalidUserId'))} send={(userId) => run(props.inviteFriendAction, { userId })} />
          ) : null}
          <h4 className="cw-bff__section">{wt('families', { max: props.families })}</h4>
          {families.length ? <People rows={families} statusText={status} /> : <p className="cw-bff__points">{wt('noFamilies')}</p>}
          {team.locked === true ? <p className="cw-bff__points">{wt('locked')}</p> : null}
          {owner && team.locked !== true && families.length < props.families ? (
            <EntryRow
              testId="bff-family" label={wt('leaderLabel')} button={wt('invite')} busy={busy} inputMode="numeric"
              check={(v) => (!v ? wt('leaderEmpty') : USER_ID.test(v) ? undefined : wt('invalidUserId'))}
              send={(leaderId) => run(props.inviteFamilyAction, { leaderId })}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
