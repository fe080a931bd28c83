/** Reading the composition recipes (availableConfigList). */
import { isRow, readNumber, readRows, readText, type Row } from '@kit/readField';

export interface Material {
  key: string;
  name: string;
  icon?: string;
  need: number;
  owned: number;
}

export interface Recipe {
  key: string;
  goalName: string;
  goalIcon?: string;
  materials: Material[];
  row: Row;
}

function giftOf(row: Row): Row {
  return isRow(row.gift) ? row.gift : isRow(row.goal) ? row.goal : row;
}

/** Recipes of an answer; a recipe without a goal or without materials is left out. Undefined when unreadable. */
export function readRecipes(answer: unknown): Recipe[] | undefined {
  const rows = readRows(answer, 'list', 'rows', 'configList');
  if (!rows) return undefined;
  return rows.flatMap((row, i) => {
    const goal = giftOf(row);
    const goalName = readText(goal, 'name');
    const materials = (Array.isArray(row.materials) ? row.materials.filter(isRow) : []).flatMap((m, j) => {
      const gift = giftOf(m);
      const name = readText(gift, 'name');
      const need = readNumber(m, 'count', 'need', 'num');
      if (!name || need === undefined || need <= 0) return [];
      return [{ key: `${readText(gift, 'id') ?? 'm'}-${j}`, name, icon: readText(gift, 'icon'), need, owned: Math.max(0, readNumber(m, 'owned', 'have') ?? 0) }];
    });
    if (!goalName || materials.length === 0) return [];
    return [{ key: `${readText(row, 'id') ?? 'r'}-${i}`, goalName, goalIcon: readText(goal, 'icon'), materials, row }];
  });
}

/** What stops a recipe: nothing, no material at all, or the first material short. */
export function shortfall(recipe: Recipe): { kind: 'none' } | { kind: 'nothing' } | { kind: 'short'; material: Material } {
  if (recipe.materials.every((m) => m.owned === 0)) return { kind: 'nothing' };
  const short = recipe.materials.find((m) => m.owned < m.need);
  return short ? { kind: 'short', material: short } : { kind: 'none' };
}
