/**
 * Reads the content of a slot machine status push (code 8016, type
 * update-slot-machine-status): the round, its new status, the seconds
 * left and, when the result is shown, extInfo (actPrize, prizeUsers, top).
 */
import { isRow, readNumber, readText } from '@kit/readField';
import { readPlayers } from './players';
import type { RoundResult } from './roundPage';

/** The message code of a slot machine status push. */
export const SLOT_STATUS_CODE = 8016;
export const SLOT_STATUS_TYPE = 'update-slot-machine-status';

export interface RoundPush {
  actNo: number;
  status: number;
  sysTime?: number;
  betLeftSeconds: number;
  resultViewLeftSeconds: number;
  /** Present when the push carries a result (status 40 with extInfo). */
  result?: Omit<RoundResult, 'ownDiamonds'>;
  /** Winnings by user id, to find the user's own. */
  winnings: Record<string, number>;
}

/** Reads a push content; undefined when it is not a slot machine status update. */
export function readRoundPush(content: unknown): RoundPush | undefined {
  if (!isRow(content)) return undefined;
  const type = readText(content, 'type');
  if (type !== undefined && type !== SLOT_STATUS_TYPE) return undefined;
  const actNo = readNumber(content, 'actNo');
  const status = readNumber(content, 'status');
  if (actNo === undefined || status === undefined) return undefined;
  const push: RoundPush = {
    actNo,
    status,
    sysTime: readNumber(content, 'sysTime'),
    betLeftSeconds: Math.max(0, readNumber(content, 'betLeftSeconds') ?? 0),
    resultViewLeftSeconds: Math.max(0, readNumber(content, 'resultViewLeftSeconds') ?? 0),
    winnings: {},
  };
  const ext = content.extInfo;
  if (isRow(ext)) {
    const prize = isRow(ext.actPrize) ? ext.actPrize : {};
    const winners = readPlayers(ext.prizeUsers);
    for (const w of winners) push.winnings[w.userId] = w.diamonds;
    push.result = { actNo, prizeId: readNumber(prize, 'id', 'prizeConfigId'), recordType: readNumber(prize, 'recordType'), winners, top: readPlayers(ext.top) };
  }
  return push;
}
