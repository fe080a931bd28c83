import { formatCompactNumber, safeUrl, useData, useT, type WidgetComponentProps } from '@engine';
import { SkeletonRows } from '@kit/SkeletonRows';
import { StateMessage } from '@kit/StateMessage';
import { UserLabel } from '@kit/UserLabel';
import { useWidgetT } from '@kit/useWidgetT';
import { giftCards, type Champion } from './championRows';
import type { GiftChampionsProps } from './schema';
import '@kit/blocks.css';
import './gift-champions.css';

function ChampionLine({ c }: { c: Champion }) {
  const wt = useWidgetT('gift-champions');
  const label = typeof c.role === 'number' ? wt('place', { rank: c.role }) : wt(c.role);
  return (
    <li className={`cw-champ__line${c.role === 1 ? ' cw-champ__line--first' : ''}`}>
      <span className="cw-champ__role">{label}</span>
      <UserLabel name={c.name} avatar={c.avatar} size={24} />
      {c.score !== undefined ? <span className="cw-champ__score">{formatCompactNumber(c.score)}</span> : null}
    </li>
  );
}

export default function GiftChampions({ props }: WidgetComponentProps<GiftChampionsProps>) {
  const t = useT();
  const wt = useWidgetT('gift-champions');
  const { data, status, error, refetch } = useData<unknown>(props.source);
  const cards = giftCards(data);
  const title = props.title ? t(props.title) : undefined;

  let body;
  if (!cards && status === 'error') body = <StateMessage kind="error" error={error} onRetry={refetch} />;
  else if (!cards) body = <SkeletonRows count={3} height={96} />;
  else if (cards.length === 0) body = <StateMessage kind="empty" message={props.emptyText ? t(props.emptyText) : wt('empty')} />;
  else
    body = (
      <ul className="cw-champ__grid" aria-label={title ?? wt('label')}>
        {cards.map((card) => {
          const icon = safeUrl(card.giftIcon);
          return (
            <li key={card.key} className="cw-champ__card">
              <div className="cw-champ__gift">
                {icon ? <img className="cw-champ__icon" src={icon} alt="" width={40} height={40} loading="lazy" /> : <span className="cw-champ__icon" aria-hidden="true" />}
                <span className="cw-champ__gift-name cw-truncate">{card.giftName}</span>
              </div>
              {card.champions.length === 0 ? (
                <p className="cw-champ__none">{wt('noChampion')}</p>
              ) : (
                <ol className="cw-champ__lines">
                  {card.champions.map((c) => (
                    <ChampionLine key={String(c.role)} c={c} />
                  ))}
                </ol>
              )}
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className="cw-champ" aria-busy={status === 'pending'}>
      {title ? <h3 className="cw-champ__title">{title}</h3> : null}
      {body}
    </section>
  );
}
