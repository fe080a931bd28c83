/** The bag: its items (send tickets, shards, lottery tickets, or named rows), each used one at a time after a confirmation. */
import { formatThousands } from '@engine';
import { ConfirmItemDialog, useConfirmedItem } from '@kit/ConfirmItem';
import { isRow, readNumber, readText, type Row } from '@kit/readField';
import { ListView } from '@kit/list/ListView';
import { useItemAction } from '@kit/useItemAction';
import type { WidgetT } from '@kit/useWidgetT';
import { Icon } from './FragmentCard';
import type { FragmentBagProps } from './schema';

interface BagItem {
  key: string;
  row: Row;
  type?: number;
  name: string;
  icon?: string;
  count: number;
}

/** The item types the bag names itself: 1 send ticket, 2 shard, 3 lottery ticket. */
const BAG_TYPES = [1, 2, 3];

export function FragmentBagItems({ props, wt }: { props: FragmentBagProps; wt: WidgetT }) {
  const use = useItemAction(props.itemStateKey);
  const useAsked = useConfirmedItem<BagItem>((item) => (props.useAction ? use.run(props.useAction, { ...item.row, id: item.row.id ?? item.type, type: item.type, count: 1 }) : Promise.resolve()));
  const items: BagItem[] | undefined = Array.isArray(props.items)
    ? props.items.filter(isRow).map((row, i) => {
        const type = readNumber(row, 'type');
        return { key: `${readText(row, 'id', 'type') ?? 'i'}-${i}`, row, type, name: type !== undefined && BAG_TYPES.includes(type) ? wt(`bag.type.${type}`) : (readText(row, 'name') ?? ''), icon: readText(row, 'icon'), count: Math.max(0, readNumber(row, 'count', 'num') ?? 0) };
      })
    : undefined;
  return (
    <div className="cw-frag__bag">
      <h3 className="cw-frag__title">{wt('bag.title')}</h3>
      <ListView rows={items} skeleton={{ count: 2, height: 56 }} empty={wt('bag.empty')} className="cw-frag__items" rowKey={(item) => item.key}>
        {(item) => (
          <li className="cw-frag__item">
            <Icon src={item.icon} size={40} />
            <span className="cw-frag__name">{item.name}</span>
            <span className="cw-frag__owned">{wt('owned', { count: formatThousands(item.count) })}</span>
            {props.useAction ? (
              <button type="button" className="cw-btn cw-btn--primary" disabled={item.count <= 0 || useAsked.busy || use.isClosed(props.useAction)} onClick={() => useAsked.ask(item)}>
                {wt('bag.use')}
              </button>
            ) : null}
          </li>
        )}
      </ListView>
      <ConfirmItemDialog item={useAsked} title={wt('bag.confirmTitle')}>
        {useAsked.asking ? <p>{wt('bag.confirm', { name: useAsked.asking.name })}</p> : null}
      </ConfirmItemDialog>
    </div>
  );
}
