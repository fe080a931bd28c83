/**
 * Reads the main page answer of a live round game (actNo, channelId, status,
 * betLeftSeconds, buyItems, prizeConfigs, userPrizeBets, actPrizeRecords,
 * top...). Fields are read defensively: a missing or mistyped field never
 * throws, it is left out.
 */
import { isRow, readNumber, readRows, readText, type Row } from '@kit/readField';
import { readPlayer, readPlayers, type Player } from './players';

export interface Prize {
  id: number;
  name: string;
  icon?: string;
  /** Payout shown to the user, e.g. "x5". */
  odds?: string;
}

/** A buy item (medal configuration): what one bet costs and the medals it gives. */
export interface BuyItem {
  id: number;
  diamondCount: number;
  medalCount: number;
}

export interface BetCount {
  diamonds: number;
  medals: number;
}

export interface PreviousResult {
  actNo: number;
  prizeId: number;
  recordType?: number;
  winnerCount?: number;
}

/** The result of a round: winning prize, winners, top players and the user's own winnings. */
export interface RoundResult {
  actNo: number;
  prizeId?: number;
  recordType?: number;
  winners: Player[];
  top: Player[];
  ownDiamonds: number;
}

export interface RoundPage {
  actNo: number;
  channelId: string;
  status: number;
  sysTime?: number;
  betLeftSeconds: number;
  resultViewLeftSeconds: number;
  prizes: Prize[];
  buyItems: BuyItem[];
  bets: Record<number, BetCount>;
  previous: PreviousResult[];
  wallet?: number;
  medals?: number;
  todayIncome?: number;
  mvp?: Player;
  result?: RoundResult;
}

function readPrizes(raw: Row): Prize[] {
  const odds = new Map<number, string>();
  for (const ext of readRows(raw.prizeExtConfigs) ?? []) {
    const id = readNumber(ext, 'prizeConfigId', 'id');
    const text = readText(ext, 'odds');
    if (id !== undefined && text !== undefined) odds.set(id, text);
  }
  return (readRows(raw.prizeConfigs) ?? []).flatMap((row) => {
    const id = readNumber(row, 'id', 'prizeConfigId');
    if (id === undefined) return [];
    const multiple = readNumber(row, 'multiple');
    return [{ id, name: readText(row, 'name', 'prizeName') ?? String(id), icon: readText(row, 'icon', 'image'), odds: odds.get(id) ?? (multiple ? `x${multiple}` : undefined) }];
  });
}

function readBuyItems(raw: Row): BuyItem[] {
  return (readRows(raw.buyItems) ?? []).flatMap((row) => {
    const id = readNumber(row, 'id');
    const diamondCount = readNumber(row, 'diamondCount');
    if (id === undefined || diamondCount === undefined || diamondCount <= 0) return [];
    return [{ id, diamondCount, medalCount: readNumber(row, 'medalCount') ?? 0 }];
  });
}

function readBets(raw: Row): Record<number, BetCount> {
  const bets: Record<number, BetCount> = {};
  for (const row of readRows(raw.userPrizeBets) ?? readRows(raw.myBets) ?? []) {
    const id = readNumber(row, 'prizeConfigId');
    if (id === undefined) continue;
    const prev = bets[id] ?? { diamonds: 0, medals: 0 };
    bets[id] = { diamonds: prev.diamonds + (readNumber(row, 'betDiamond') ?? 0), medals: prev.medals + (readNumber(row, 'medalCount') ?? 0) };
  }
  return bets;
}

function readPrevious(raw: Row): PreviousResult[] {
  return (readRows(raw.actPrizeRecords) ?? readRows(raw.previousResults) ?? []).flatMap((row) => {
    const actNo = readNumber(row, 'actNo');
    const prizeId = readNumber(row, 'prizeConfigId', 'prizeId', 'id');
    return actNo === undefined || prizeId === undefined ? [] : [{ actNo, prizeId, recordType: readNumber(row, 'recordType'), winnerCount: readNumber(row, 'winnerCount') }];
  });
}

/**
 * The result shown when the page opens while a round shows its result (status
 * 40): the prize from the previous results and the user's own winnings. The
 * main page does not list the round's winners (its `top` is today's income
 * ranking), so none are shown.
 */
function readShownResult(raw: Row, actNo: number, previous: PreviousResult[]): RoundResult | undefined {
  const last = previous[0];
  if (!last || last.actNo !== actNo) return undefined;
  const own = isRow(raw.userPrize) ? (readNumber(raw.userPrize, 'prizeDiamondCount') ?? 0) : 0;
  return { actNo, prizeId: last.prizeId, recordType: last.recordType, winners: [], top: [], ownDiamonds: own };
}

/** Reads a main page answer; undefined when it has no round number. */
export function readRoundPage(raw: unknown): RoundPage | undefined {
  if (!isRow(raw)) return undefined;
  const actNo = readNumber(raw, 'actNo');
  if (actNo === undefined) return undefined;
  const previous = readPrevious(raw);
  const status = readNumber(raw, 'status') ?? 0;
  const top = readPlayers(raw.top);
  const mvp = isRow(raw.mvp) ? readPlayer(raw.mvp) : top[0];
  const page: RoundPage = {
    actNo,
    channelId: readText(raw, 'channelId') ?? '',
    status,
    sysTime: readNumber(raw, 'sysTime'),
    betLeftSeconds: Math.max(0, readNumber(raw, 'betLeftSeconds') ?? 0),
    resultViewLeftSeconds: Math.max(0, readNumber(raw, 'resultViewLeftSeconds') ?? 0),
    prizes: readPrizes(raw),
    buyItems: readBuyItems(raw),
    bets: readBets(raw),
    previous,
    wallet: readNumber(raw, 'walletDiamond'),
    medals: readNumber(raw, 'medalCount'),
    todayIncome: readNumber(raw, 'todayIncome'),
    mvp,
  };
  if (status === 40) page.result = readShownResult(raw, actNo, previous);
  return page;
}
