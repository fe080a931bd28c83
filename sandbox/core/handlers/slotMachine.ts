/** Slot machine lottery: a live round game; `draw?lotteryId=` places a bet on a prize of the current round. */
import { num, pageOf, paging, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { ROUND_STATUS } from '../rounds';
import { publicUser } from '../users';
import { debit } from '../wallet';
import { slotMachine } from './games';
import { incomeRanking, myBets, previousResults, userPrize } from './roundViews';

export const SLOT_BET_OPTIONS = [100, 500, 1_000, 5_000] as const;

export const slotMachineRoutes: Routes = {
  'GET /lottery/slotMachineLottery/mainPage': (c) => {
    const ph = slotMachine.phase(c.now);
    const ranking = incomeRanking(c, slotMachine, 10);
    const previous = previousResults(c, slotMachine, 10);
    return {
      actNo: ph.actNo, channelId: slotMachine.cfg.channelId, sysTime: c.now, status: ph.status,
      betLeftSeconds: ph.betLeftSeconds, resultViewLeftSeconds: ph.resultViewLeftSeconds,
      prizeConfigs: slotMachine.cfg.prizes.map(({ weight: _w, ...p }) => p), betOptions: SLOT_BET_OPTIONS,
      myBets: myBets(c, slotMachine, ph.actNo), previousResults: previous,
      lastResult: previous[0] ? { ...previous[0], userPrize: userPrize(c, slotMachine, previous[0].actNo) } : null,
      mvp: ranking.rows[0] ?? null, todayIncome: slotMachine.todayIncome(c.world, c.user.userId, c.now),
      walletDiamond: c.user.wallet.diamond, userInfo: publicUser(c.user),
    };
  },
  'GET /lottery/slotMachineLottery/getPrizeFlow': (c) => {
    const rows = previousResults(c, slotMachine, 100).map((r) => ({ ...r, prize: slotMachine.cfg.prizes.find((p) => p.id === r.prizeConfigId) ?? null, userPrize: userPrize(c, slotMachine, r.actNo) }));
    return pageOf(rows, paging(c));
  },
  'POST /lottery/slotMachineLottery/draw': (c) => {
    const ph = slotMachine.phase(c.now);
    const prize = slotMachine.cfg.prizes.find((p) => p.id === num(c, 'lotteryId', 0));
    const amount = num(c, 'betDiamond', num(c, 'amount', SLOT_BET_OPTIONS[0]));
    if (!prize || !(SLOT_BET_OPTIONS as readonly number[]).includes(amount)) fail('invalidConfig', STATUS.badRequest);
    if (num(c, 'actNo', ph.actNo) !== ph.actNo) fail('wrongRound', STATUS.time);
    if (ph.status !== ROUND_STATUS.betting) fail('bettingClosed', STATUS.time);
    debit(c.user, amount);
    slotMachine.addBet(c.world, ph.actNo, { userId: c.user.userId, prizeConfigId: prize!.id, amount, currency: 'diamond', medals: 0 });
    return { actNo: ph.actNo, lotteryId: prize!.id, myBets: myBets(c, slotMachine, ph.actNo), walletDiamond: c.user.wallet.diamond };
  },
};
