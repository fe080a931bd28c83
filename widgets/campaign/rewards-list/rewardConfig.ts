/** Reading reward configurations answered by the API (place ranges and their items) into rows. */
import { isRow, readNumber, readRows, readText, type Row } from '@kit/readField';

export interface RewardItem {
  name: string;
  icon?: string;
  days?: number;
}

export interface ConfigRow {
  from: number;
  to: number;
  items: RewardItem[];
}

/** The reward rows of `group` (a group's `tab` or `key`), or of the answer itself when no group is named. */
export function configRows(answer: unknown, group?: string): ConfigRow[] | undefined {
  let rows: Row[] | undefined;
  if (group) {
    const groups = readRows(answer, 'list', 'rows', 'groups');
    if (!groups) return undefined;
    const found = groups.find((g) => readText(g, 'tab', 'key', 'type') === group);
    rows = found ? (readRows(found, 'rewards', 'rows', 'list') ?? []) : [];
  } else rows = readRows(answer, 'rewards', 'rows', 'list');
  if (!rows) return undefined;
  return rows.flatMap((row) => {
    const from = readNumber(row, 'rank', 'rankStart', 'from');
    if (from === undefined) return [];
    const to = readNumber(row, 'rankEnd', 'to') ?? from;
    const items = (Array.isArray(row.items) ? row.items : []).filter(isRow).flatMap((it) => {
      const name = readText(it, 'name', 'title');
      return name ? [{ name, icon: readText(it, 'icon', 'image'), days: readNumber(it, 'days', 'validDays') }] : [];
    });
    return [{ from, to: Math.max(from, to), items }];
  });
}
