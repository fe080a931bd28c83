import { formatCompactNumber, safeUrl, type WidgetComponentProps } from '@engine';
import { ListSection, ListView } from '@kit/list/ListView';
import { useSourceList } from '@kit/list/listWords';
import { useWidgetT } from '@kit/useWidgetT';
import { UserLabel } from '@kit/UserLabel';
import { giftCards, type Champion } from './championRows';
import type { GiftChampionsProps } from './schema';
import '@kit/blocks.css';
import './gift-champions.css';

function ChampionLine({ c }: { c: Champion }) {
  const wt = useWidgetT('gift-champions');
  const label = typeof c.role === 'number' ? wt('place', { rank: c.role }) : wt(c.role);
  return (
    <li className={`cw-champ__line${c.role === 1 ? ' cw-champ__line--first' : ''}${typeof c.role === 'string' ? ' cw-champ__line--pair' : ''}`}>
      <span className="cw-champ__role">{label}</span>
      <UserLabel name={c.name} avatar={c.avatar} size={24} />
      {c.score !== undefined ? <span className="cw-champ__score">{formatCompactNumber(c.score)}</span> : null}
    </li>
  );
}

export default function GiftChampions({ props }: WidgetComponentProps<GiftChampionsProps>) {
  const { wt, data, section, view } = useSourceList('gift-champions', props);
  const cards = giftCards(data);

  return (
    <ListSection className="cw-champ" {...section}>
      <ListView rows={cards} {...view} skeleton={{ count: 3, height: 96 }} className="cw-list--grid cw-champ__grid" rowKey={(card) => card.key}>
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
