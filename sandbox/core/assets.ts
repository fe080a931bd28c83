/** Same-origin images the sandbox draws: /vue/sandbox/avatar/<id>.svg and /vue/sandbox/gift/<id>.svg. */
import { giftById, svgBadge } from './catalog';
import { mixSeed } from './prng';
import type { RawBody } from './types';

export function assetFor(path: string, seed: number, nameOf: (userId: string) => string): RawBody | undefined {
  const m = /^\/vue\/sandbox\/(avatar|gift)\/([^/]+)\.svg$/.exec(path);
  if (!m) return undefined;
  const id = decodeURIComponent(m[2] ?? '');
  const label = m[1] === 'gift' ? (giftById(Number(id))?.name ?? id) : nameOf(id);
  return { raw: svgBadge(label, mixSeed(seed, id) % 360), contentType: 'image/svg+xml' };
}
