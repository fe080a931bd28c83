/**
 * Big-eater betting for Rapid King (P10000) and cockfight
 * (P10001): bets need a valid prize and buy item, only while betting, on the
 * current round; they debit the chosen currency; winners are credited.
 */
import { num, str, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { ROUND_STATUS } from '../rounds';
import { domain, publicUser } from '../users';
import { currencyOfType, debit } from '../wallet';
import { gameOfActType } from './games';
import { incomeRanking, myBets, previousResults, userPrize } from './roundViews';

export const BUY_ITEMS = [
  { id: 1, diamondCount: 100, medalCount: 1 }, { id: 2, diamondCount: 1_000, medalCount: 10 },
  { id: 3, diamondCount: 10_000, medalCount: 100 }, { id: 4, diamondCount: 50_000, medalCount: 500 },
] as const;

const medals = (c: Ctx) => domain<{ count: number }>(c.user, 'medals', () => ({ count: 0 }));

function indexInfo(c: Ctx) {
  const game = gameOfActType(str(c, 'actType', 'P10000'));
  const currency = currencyOfType(num(c, 'currentType', 1));
  const ph = game.phase(c.now);
  const ranking = incomeRanking(c, game, 10);
  const last = previousResults(c, game, 10);
  const shownActNo = ph.status === ROUND_STATUS.result ? ph.actNo : last[0]?.actNo;
  return {
    actConfigId: game.cfg.key === 'P10001' ? 2 : 1, actType: game.cfg.actType, actNo: ph.actNo, channelId: game.cfg.channelId,
    sysTime: c.now, status: ph.status, betLeftSeconds: ph.betLeftSeconds, resultViewLeftSeconds: ph.resultViewLeftSeconds,
    timeout: Math.max(0, Math.ceil((ph.endAt - c.now) / 1000)),
    buyItems: BUY_ITEMS, prizeConfigs: game.cfg.prizes.map(({ weight: _w, ...p }) => p),
    prizeExtConfigs: game.cfg.prizes.map((p) => ({ prizeConfigId: p.id, odds: `x${p.multiple}` })),
    userPrizeBets: myBets(c, game, ph.actNo), actPrizeRecords: last,
    walletDiamond: c.user.wallet[currency], userInfo: publicUser(c.user), medalCount: medals(c).count,
    userPrize: shownActNo ? userPrize(c, game, shownActNo) : null,
    userRankNumber: ranking.userRankNumber, top: ranking.rows.slice(0, 3),
    todayIncome: game.todayIncome(c.world, c.user.userId, c.now),
  };
}

export const bigEaterRoutes: Routes = {
  'GET /lottery/bigEaterAct/indexInfo': indexInfo,
  'POST /lottery/bigEaterAct/bet': (c) => {
    const game = gameOfActType(str(c, 'actType', 'P10000'));
    const ph = game.phase(c.now);
    const actNo = num(c, 'actNo');
    const currency = currencyOfType(num(c, 'currentType', 1));
    const item = BUY_ITEMS.find((b) => b.id === num(c, 'medalConfigId', 0));
    const prize = game.cfg.prizes.find((p) => p.id === num(c, 'prizeConfigId', 0));
    if (!item || !prize) fail('invalidConfig', STATUS.badRequest);
    if (actNo !== ph.actNo) fail('wrongRound', STATUS.time);
    if (ph.status !== ROUND_STATUS.betting) fail('bettingClosed', STATUS.time);
    debit(c.user, item!.diamondCount, currency);
    medals(c).count += item!.medalCount;
    game.addBet(c.world, actNo, { userId: c.user.userId, prizeConfigId: prize!.id, amount: item!.diamondCount, currency, medals: item!.medalCount });
    return { actNo, prizeConfigId: prize!.id, userPrizeBets: myBets(c, game, actNo), walletDiamond: c.user.wallet[currency], medalCount: medals(c).count };
  },
  'GET /lottery/bigEaterAct/clientDrawNotice': (c) => {
    const game = gameOfActType(str(c, 'actType', 'P10000'));
    const actNo = num(c, 'actNo');
    const result = game.resultOf(c.world, actNo, c.now);
    if (!result) return { actNo, status: game.phase(c.now).actNo === actNo ? game.phase(c.now).status : ROUND_STATUS.betting, extInfo: null, userPrize: null };
    return { actNo, status: ROUND_STATUS.result, extInfo: game.extInfo(c.world, result), userPrize: userPrize(c, game, actNo) };
  },
  'GET /lottery/actRanking/getUserRankListTop': (c) => incomeRanking(c, gameOfActType(str(c, 'actType', 'P10000')), Math.min(100, num(c, 'size', 30))),
  'GET /marketing/medal/getUserMedal': (c) => ({ userId: c.user.userId, medalCount: medals(c).count }),
};
