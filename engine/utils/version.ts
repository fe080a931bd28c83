/**
 * Version comparison: both versions need the same number of parts,
 * otherwise the comparison is an error result, never a guess.
 */
export type VersionComparison = { ok: true; order: -1 | 0 | 1 } | { ok: false; error: string };

const PART = /^\d+$/;

export function compareVersions(a: string, b: string): VersionComparison {
  const pa = a.trim().split('.');
  const pb = b.trim().split('.');
  if (pa.length !== pb.length) return { ok: false, error: `versions "${a}" and "${b}" have different part counts` };
  if (![...pa, ...pb].every((p) => PART.test(p))) return { ok: false, error: `versions "${a}" and "${b}" must be dotted numbers` };
  for (let i = 0; i < pa.length; i++) {
    const x = Number(pa[i]);
    const y = Number(pb[i]);
    if (x !== y) return { ok: true, order: x < y ? -1 : 1 };
  }
  return { ok: true, order: 0 };
}

/** True when `version` is at or above `min`; false when either is not comparable. */
export function isAtLeast(version: string | undefined, min: string): boolean {
  if (!version) return false;
  const c = compareVersions(version, min);
  return c.ok && c.order >= 0;
}
