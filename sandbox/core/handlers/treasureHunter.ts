/**
 * Treasure hunter. Sandbox paths (the real ones are not
 * published): GET /activity/treasureHunter/index, POST buyTools, POST hunt,
 * GET records.
 *
 * Two tools: stones and arrows (the bow). Every hunt uses one tool of its
 * kind (×1 or ×10). Each tool counts its uses: within 100 stone uses a gift
 * worth 1299 to 1999 diamonds is sure, within 40 bow uses one worth 3999 to
 * 9999. A high-value gift that comes before the guarantee resets that tool's
 * counter. The premium prize (a frame) goes to users who do not own it yet;
 * users who already own it get 1000 diamonds instead. Tools are bought with
 * diamonds: a stone for 20, an arrow for 100.
 */
import { itemIconUrl } from '../catalog';
import { num, pageOf, paging, str, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { isoAt } from '../time';
import { domain, SEEDED_USERS } from '../users';
import { credit, debit } from '../wallet';

export const HUNT_TOOLS = ['stone', 'bow'] as const;
export type HuntTool = (typeof HUNT_TOOLS)[number];
export const HUNT_BATCHES = [1, 10] as const;
export const PREMIUM_SUBSTITUTE = 1000;

interface ToolRule { every: number; min: number; max: number; price: number; highChance: number; premiumChance: number }
export const TOOL_RULES: Record<HuntTool, ToolRule> = {
  stone: { every: 100, min: 1299, max: 1999, price: 20, highChance: 0.008, premiumChance: 0 },
  bow: { every: 40, min: 3999, max: 9999, price: 100, highChance: 0.02, premiumChance: 0.02 },
};

export interface HuntPrize { prizeId: number; name: string; icon: string; diamonds: number; tier: 'common' | 'high' | 'premium'; days?: number }
const prize = (prizeId: number, name: string, diamonds: number, tier: HuntPrize['tier'], days?: number): HuntPrize => ({ prizeId, name, icon: itemIconUrl(name), diamonds, tier, ...(days ? { days } : {}) });

const COMMON: Record<HuntTool, HuntPrize[]> = {
  stone: [prize(501, 'Rose', 1, 'common'), prize(502, 'Lollipop', 10, 'common'), prize(503, 'Bubble Tea', 49, 'common'), prize(504, 'Teddy Bear', 99, 'common'), prize(505, 'Love Letter', 199, 'common')],
  bow: [prize(511, 'Teddy Bear', 99, 'common'), prize(512, 'Love Letter', 199, 'common'), prize(513, 'Equal Heart', 399, 'common'), prize(514, 'Crown', 999, 'common')],
};
/** The gifts a guarantee gives: every value within the tool's range. */
export const HIGH: Record<HuntTool, HuntPrize[]> = {
  stone: [prize(521, 'Jade Compass', 1299, 'high'), prize(522, 'Golden Idol', 1599, 'high'), prize(523, 'Rocket', 1999, 'high')],
  bow: [prize(531, 'Ancient Chest', 3999, 'high'), prize(532, 'Yacht', 5999, 'high'), prize(533, 'Castle in the Sky', 9999, 'high')],
};
export const PREMIUM_PRIZE = prize(541, "Hunter's Crown Frame", 0, 'premium', 30);

interface HunterState { tools: Record<HuntTool, number>; used: Record<HuntTool, number>; ownsPremium: boolean; records: Array<{ prize: HuntPrize; tool: HuntTool; substitute: boolean; time: number }> }

/**
 * Seeded states: the payer (10002) is at 99 stone uses and 39 bow uses with tools to spare (the next use of each
 * is the guarantee); the premium user (10003) already owns the premium frame; the newcomer (10001) has a few tools;
 * 10007 has none.
 */
export const hunterState = (c: Ctx) => domain<HunterState>(c.user, 'treasureHunter', () => {
  const id = c.user.userId;
  const base: HunterState = { tools: { stone: 10, bow: 3 }, used: { stone: 0, bow: 0 }, ownsPremium: false, records: [] };
  if (id === SEEDED_USERS.payer) return { ...base, tools: { stone: 300, bow: 120 }, used: { stone: 99, bow: 39 } };
  if (id === SEEDED_USERS.premium) return { ...base, tools: { stone: 50, bow: 200 }, ownsPremium: true };
  if (id === SEEDED_USERS.newcomer) return { ...base, tools: { stone: 5, bow: 1 } };
  if (id === SEEDED_USERS.exhausted) return { ...base, tools: { stone: 0, bow: 0 } };
  return base;
});

const toolOf = (c: Ctx): HuntTool => {
  const t = str(c, 'tool');
  return (HUNT_TOOLS as readonly string[]).includes(t) ? (t as HuntTool) : fail('badRequest', STATUS.badRequest);
};

const isHigh = (tool: HuntTool, p: HuntPrize) => p.tier === 'high' && p.diamonds >= TOOL_RULES[tool].min;

/** One use of a tool: the guarantee on its last use, else the odds; a high-value gift resets the tool's counter. */
export function huntOnce(c: Ctx, s: HunterState, tool: HuntTool): { prize: HuntPrize; guaranteed: boolean; substitute: boolean } {
  const rule = TOOL_RULES[tool];
  s.used[tool] += 1;
  const pick = (list: HuntPrize[]) => list[Math.floor(c.rng() * list.length)]!;
  const guaranteed = s.used[tool] >= rule.every;
  const r = c.rng();
  let won: HuntPrize;
  if (guaranteed || r < rule.highChance) won = pick(HIGH[tool]);
  else if (r < rule.highChance + rule.premiumChance) won = PREMIUM_PRIZE;
  else won = pick(COMMON[tool]);
  if (isHigh(tool, won)) s.used[tool] = 0;
  let substitute = false;
  if (won.tier === 'premium') {
    if (s.ownsPremium) {
      substitute = true;
      credit(c.user, PREMIUM_SUBSTITUTE);
    } else s.ownsPremium = true;
  }
  s.records.push({ prize: won, tool, substitute, time: c.now });
  return { prize: won, guaranteed, substitute };
}

function view(c: Ctx, s: HunterState) {
  return {
    diamond: c.user.wallet.diamond,
    ownsPremium: s.ownsPremium,
    premiumPrize: PREMIUM_PRIZE,
    premiumSubstitute: PREMIUM_SUBSTITUTE,
    tools: HUNT_TOOLS.map((tool) => ({ tool, count: s.tools[tool], used: s.used[tool], every: TOOL_RULES[tool].every, min: TOOL_RULES[tool].min, max: TOOL_RULES[tool].max, price: TOOL_RULES[tool].price })),
  };
}

export const treasureHunterRoutes: Routes = {
  'GET /activity/treasureHunter/index': (c) => {
    const s = hunterState(c);
    return { ...view(c, s), prizes: HUNT_TOOLS.map((tool) => ({ tool, prizes: [...HIGH[tool], ...(TOOL_RULES[tool].premiumChance > 0 ? [PREMIUM_PRIZE] : []), ...COMMON[tool]] })) };
  },
  /** Tools for diamonds (the page asks before buying). */
  'POST /activity/treasureHunter/buyTools': (c) => {
    const s = hunterState(c);
    const tool = toolOf(c);
    const count = num(c, 'count');
    if (!Number.isInteger(count) || count < 1 || count > 100) fail('exceedLimit', STATUS.limit);
    debit(c.user, TOOL_RULES[tool].price * count);
    s.tools[tool] += count;
    return view(c, s);
  },
  'POST /activity/treasureHunter/hunt': (c) => {
    const s = hunterState(c);
    const tool = toolOf(c);
    const count = num(c, 'count');
    if (!(HUNT_BATCHES as readonly number[]).includes(count)) fail('badRequest', STATUS.badRequest);
    if (s.tools[tool] < count) fail(tool === 'stone' ? 'notEnoughStones' : 'notEnoughArrows', STATUS.balance);
    s.tools[tool] -= count;
    const results = Array.from({ length: count }, () => huntOnce(c, s, tool));
    return { results: results.map((r) => ({ ...r.prize, guaranteed: r.guaranteed, substitute: r.substitute, ...(r.substitute ? { substituteDiamonds: PREMIUM_SUBSTITUTE } : {}) })), ...view(c, s) };
  },
  'GET /activity/treasureHunter/records': (c) => {
    const s = hunterState(c);
    return pageOf(
      [...s.records].reverse().map((r) => (r.substitute ? { name: r.prize.name, icon: r.prize.icon, count: PREMIUM_SUBSTITUTE, substitute: true, createTime: isoAt(r.time) } : { name: r.prize.name, icon: r.prize.icon, count: 1, createTime: isoAt(r.time) })),
      paging(c),
    );
  },
};
