/** A close known name for a misspelt one, and the "did you mean" hint that offers it. */
import { editDistance, MAX_SUGGEST_LENGTH } from './registry';

/** Known names closest to a misspelt one, best first. */
export function closestNames(known: readonly string[], name: string, max = 2): string[] {
  if (name.length > MAX_SUGGEST_LENGTH) return [];
  const limit = Math.max(2, Math.ceil(name.length * 0.4));
  return known
    .map((k) => ({ k, dist: editDistance(name.toLowerCase(), k.toLowerCase()) }))
    .filter((c) => c.dist <= limit)
    .sort((a, b) => a.dist - b.dist || a.k.localeCompare(b.k))
    .slice(0, max)
    .map((c) => c.k);
}

/** The hint that offers the closest known names, or nothing when none is close. */
export const didYouMean = (near: string[]) => (near.length > 0 ? `; did you mean ${near.map((n) => `'${n}'`).join(' or ')}?` : '');
