import { instantMs } from './phase';
import { isObj } from './schema-walk';
import type { Period } from './types';


/**
 * The event window a server answer carries (`startTime`/`endTime`, ISO instants or epoch ms), or undefined when it
 * carries none. Its start and end take the place of the declared ones; the declared preheat stays.
 */
export function serverPeriod(declared: Period, answer: unknown): Period | undefined {
  if (!isObj(answer)) return undefined;
  const iso = (v: unknown): string | undefined => {
    if (typeof v === 'number' && Number.isFinite(v)) return new Date(v).toISOString();
    return typeof v === 'string' && !Number.isNaN(instantMs(v)) ? v : undefined;
  };
  const start = iso(answer.startTime);
  const end = iso(answer.endTime);
  if (start === undefined || end === undefined) return undefined;
  const preheat = declared.preheat !== undefined && instantMs(declared.preheat) < instantMs(start) ? { preheat: declared.preheat } : {};
  return { ...preheat, start, end };
}
