/**
 * Candidates best first (place, avatar and name, votes; the ranking's row look) with a Vote button on each: the tapped candidate goes to
 * page state (state.candidate) and the page's vote action runs, one vote at a time. Loading, error with retry and
 * empty states come from the data source.
 */
import { formatCompactNumber, useData, useT, type WidgetComponentProps } from '@engine';
import { readNumber, readRows, readText } from '@kit/readField';
import { ListSection, ListView } from '@kit/list/ListView';
import { useItemAction } from '@kit/useItemAction';
import { UserLabel } from '@kit/UserLabel';
import { useWidgetT } from '@kit/useWidgetT';
import type { VoteListProps } from './schema';
import '@kit/blocks.css';
import '../ranking-list/ranking-list.css';
import './vote-list.css';

export default function VoteList({ props }: WidgetComponentProps<VoteListProps>) {
  const t = useT();
  const wt = useWidgetT('vote-list');
  const read = useData<unknown>(props.source);
  const { data, status } = read;
  const vote = useItemAction('candidate');
  const all = readRows(data, 'rows', 'list', 'top');
  const rows = all && props.limit ? all.slice(0, props.limit) : all;
  const title = props.title ? t(props.title) : wt('label');

  return (
    <ListSection className="cw-ranking" title={props.title ? title : undefined} busy={!rows && status !== 'error'}>
      <ListView rows={rows} read={read} skeleton={{ count: 6, height: 60 }} empty={props.emptyText ? t(props.emptyText) : undefined} as="ol" className="cw-ranking__rows" label={title} rowKey={(row, i) => `${readText(row, 'userId', 'id') ?? 'row'}-${i}`}>
        {(row, i) => {
          const name = readText(row, 'name', 'nickName', 'userName') ?? '';
          const votes = readNumber(row, 'votes', 'value', 'score');
          const rank = readNumber(row, 'rank') ?? i + 1;
          const top = rank >= 1 && rank <= 3 ? ` cw-rank--top cw-rank--${rank}` : '';
          return (
            <li className={`cw-rank cw-vote__row${top}`} data-rank={rank}>
              <span className="cw-rank__place">{rank}</span>
              <span className="cw-rank__user">
                <UserLabel name={name} avatar={readText(row, 'icon', 'avatar', 'headUrl')} size={40} />
              </span>
              <span className="cw-rank__score">{votes === undefined ? '' : wt('votes', { count: votes, votes: formatCompactNumber(votes) })}</span>
              <button type="button" className="cw-btn cw-btn--primary" disabled={vote.pending || vote.isClosed(props.voteAction)} aria-label={wt('voteFor', { name })} onClick={() => void vote.run(props.voteAction, row)}>
                {wt('vote')}
              </button>
            </li>
          );
        }}
      </ListView>
    </ListSection>
  );
}
