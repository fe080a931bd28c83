/**
 * Treasure hunter, pure (as widgets/slot-machine/roundMachine.ts).
 *
 * Reading: the index gives each tool (stone, bow) with the tools owned, the uses counted toward its guarantee
 * (`used` of `every`: a stone gift worth 1299 to 1999 within 100 uses, a bow gift worth 3999 to 9999 within 40),
 * the price of one tool in diamonds, the premium prize and whether the user owns it (owners get 1000 diamonds
 * instead). A hunt uses one tool per draw (×1 or ×10): idle -> drawing -> revealing -> shown. The answer's
 * counters replace the index's until it is read again (a high-value gift that came early shows the counter
 * reset). One request at a time.
 */
import type { DrawPrize } from '@kit/draw/DrawResult';
import { drawStep, dropReported, type DrawEvent, type DrawState } from '@kit/draw/drawSteps';
import { isRow, readNumber, readText } from '@kit/readField';

export const HUNT_BATCHES = [1, 10] as const;
export type ToolKind = 'stone' | 'bow';

export interface HuntTool {
  tool: ToolKind;
  count: number;
  used: number;
  every: number;
  min: number;
  max: number;
  price: number;
}

/** A prize as the draw kit shows it; tier: normal 1, high 2 (the guarantee's range), limited 3 (the premium prize). */
export interface HuntPrize extends DrawPrize {
  type: 1 | 2 | 3;
  /** The premium prize the user already owned: 1000 diamonds came instead. */
  substitute: boolean;
  guaranteed: boolean;
}

export interface HuntIndex {
  tools: HuntTool[];
  diamond: number;
  ownsPremium: boolean;
  premiumName?: string;
  premiumSubstitute: number;
}

export function readTools(rows: unknown): HuntTool[] {
  if (!Array.isArray(rows)) return [];
  return rows.filter(isRow).flatMap((r) => {
    const tool = r.tool === 'stone' || r.tool === 'bow' ? r.tool : undefined;
    const every = readNumber(r, 'every');
    if (!tool || !every) return [];
    return [{ tool, count: readNumber(r, 'count') ?? 0, used: readNumber(r, 'used') ?? 0, every, min: readNumber(r, 'min') ?? 0, max: readNumber(r, 'max') ?? 0, price: readNumber(r, 'price') ?? 0 }];
  });
}

export function readIndex(answer: unknown): HuntIndex | undefined {
  if (!isRow(answer)) return undefined;
  const tools = readTools(answer.tools);
  if (tools.length === 0) return undefined;
  const premium = isRow(answer.premiumPrize) ? readText(answer.premiumPrize, 'name') : undefined;
  return { tools, diamond: readNumber(answer, 'diamond') ?? 0, ownsPremium: answer.ownsPremium === true, premiumSubstitute: readNumber(answer, 'premiumSubstitute') ?? 1000, ...(premium ? { premiumName: premium } : {}) };
}

export function readResults(answer: unknown): HuntPrize[] {
  const rows = isRow(answer) && Array.isArray(answer.results) ? answer.results.filter(isRow) : [];
  return rows.map((r, i) => {
    const value = readNumber(r, 'diamonds');
    const icon = readText(r, 'icon');
    return {
      key: `${String(r.prizeId ?? i)}-${i}`,
      name: readText(r, 'name') ?? '',
      type: r.tier === 'premium' ? 3 : r.tier === 'high' ? 2 : 1,
      special: r.tier === 'premium',
      substitute: r.substitute === true,
      guaranteed: r.guaranteed === true,
      ...(icon ? { icon } : {}),
      ...(value ? { value } : {}),
    };
  });
}

/** Hunts left until the tool's guarantee (at least 1). */
export const usesLeft = (t: HuntTool) => Math.max(1, t.every - t.used);

/** A hunt is a draw of the kit's machine; the answer's counters stand over the index's until it is read again. */
export type HuntState = DrawState<HuntPrize> & { tools?: HuntTool[] };
export const huntStart: HuntState = { phase: 'idle', result: [] };

export type HuntEvent = Exclude<DrawEvent<HuntPrize>, { type: 'answered' }> | { type: 'answered'; prizes: HuntPrize[]; tools: HuntTool[]; reducedMotion: boolean } | { type: 'indexLoaded' };

export function huntReducer(s: HuntState, e: HuntEvent): HuntState {
  if (e.type === 'indexLoaded') return dropReported(s, 'tools');
  const next = drawStep(s, e);
  // A guarantee reset by an early high-value gift shows at once.
  return e.type === 'answered' && next !== s && e.tools.length > 0 ? { ...next, tools: e.tools } : next;
}

export type HuntCheck = { ok: true } | { ok: false; reason: 'busy' | 'noTools' };

/** A hunt of `count` needs that many tools of its kind, and no other request under way. */
export function checkHunt(tool: HuntTool, s: HuntState, count: number): HuntCheck {
  if (s.phase !== 'idle') return { ok: false, reason: 'busy' };
  return tool.count < count ? { ok: false, reason: 'noTools' } : { ok: true };
}
