import { formatCompactNumber, safeUrl, useData, useT, type WidgetComponentProps } from '@engine';
import { ListSection, ListView } from '@kit/list/ListView';
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
  const read = useData<unknown>(props.source);
  const { data, status } = read;
  const cards = giftCards(data);
  const title = props.title ? t(props.title) : undefined;

  return (
    <ListSection className="cw-champ" title={title} busy={status === 'pending'}>
      <ListView rows={cards} read={read} skeleton={{ count: 3, height: 96 }} empty={props.emptyText ? t(props.emptyText) : wt('empty')} className="cw-list--grid cw-champ__grid" label={title ?? wt('label')} rowKey={(card) => card.key}>
        {(card) => {
          const icon = safeUrl(card.giftIcon);
          return (
            <li className="cw-champ__card">
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
        }}
      </ListView>
    </ListSection>
  );
}
