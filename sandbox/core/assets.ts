/**
 * Same-origin images the sandbox draws, each with the initials of what it stands for:
 * /vue/sandbox/avatar/<userId>.svg, /vue/sandbox/gift/<giftId>.svg and /vue/sandbox/item/<name>.svg.
 */
import { giftById, svgBadge } from './catalog';
import { mixSeed } from './prng';
import type { RawBody } from './types';

export function assetFor(path: string, seed: number, nameOf: (userId: string) => string): RawBody | undefined {
  const m = /^\/vue\/sandbox\/(avatar|gift|item)\/([^/]+)\.svg$/.exec(path);
  if (!m) return undefined;
  const id = decodeURIComponent(m[2] ?? '');
  const label = m[1] === 'gift' ? (giftById(Number(id))?.name ?? id) : m[1] === 'item' ? id : nameOf(id);
  return { raw: svgBadge(label, mixSeed(seed, id) % 360), contentType: 'image/svg+xml' };
}
