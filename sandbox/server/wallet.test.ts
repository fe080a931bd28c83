// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@testing/sandbox/startHarness';

describe('wallet: purchases and bets debit, prizes credit', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); });
  afterEach(() => h.close());

  const wallet = async (user = '10002') => h.ok('/facade/wallet/get', { user });

  it('a coin-mall purchase debits the exact price', async () => {
    const before = (await wallet()).diamond;
    const product = (await h.ok('/shop/newProductRecommend/list')).find((p: { id: number }) => p.id === 1504);
    await h.ok('/shop/aggregation/buy', { method: 'POST', body: { productId: 1504, count: 2 } });
    expect((await wallet()).diamond).toBe(before - product.price * 2);
  });

  it('a bet debits the buy item; the winning prize credits bet x multiple when the round shows its result', async () => {
    const info = await h.ok('/lottery/bigEaterAct/indexInfo', { query: { actType: 'P10000', currentType: 1 } });
    expect(info.status).toBe(20);
    const before = (await wallet()).diamond;
    for (const prize of info.prizeConfigs) {
      await h.ok('/lottery/bigEaterAct/bet', { method: 'POST', body: { actNo: info.actNo, currentType: 1, medalConfigId: 1, prizeConfigId: prize.id } });
    }
    const afterBets = (await wallet()).diamond;
    expect(afterBets).toBe(before - 100 * info.prizeConfigs.length);
    const mine = await h.ok('/lottery/bigEaterAct/indexInfo', { query: { actType: 'P10000' } });
    expect(mine.userPrizeBets).toHaveLength(info.prizeConfigs.length);
    expect(mine.medalCount).toBe(info.prizeConfigs.length);

    h.advance((info.betLeftSeconds + 5) * 1000);
    const notice = await h.ok('/lottery/bigEaterAct/clientDrawNotice', { query: { actNo: info.actNo } });
    expect(notice.status).toBe(40);
    const won = info.prizeConfigs.find((p: { id: number }) => p.id === notice.extInfo.actPrize.id);
    expect(notice.userPrize.prizeDiamondCount).toBe(100 * won.multiple);
    expect(notice.extInfo.prizeUsers).toContainEqual(expect.objectContaining({ userId: '10002', diamonds: 100 * won.multiple }));
    expect((await wallet()).diamond).toBe(afterBets + 100 * won.multiple);
  });

  it('currency type 2 bets spend game tickets, not diamonds', async () => {
    const info = await h.ok('/lottery/bigEaterAct/indexInfo', { query: { actType: 'P10001', currentType: 2 } });
    await h.control({ grant: { userId: '10002', gameTicket: 100 } });
    const before = await wallet();
    await h.ok('/lottery/bigEaterAct/bet', { method: 'POST', body: { actType: 'P10001', actNo: info.actNo, currentType: 2, medalConfigId: 1, prizeConfigId: 201 } });
    const after = await wallet();
    expect(after.gameTicket).toBe(before.gameTicket - 100);
    expect(after.diamond).toBe(before.diamond);
  });

  it('a purchase without enough diamonds is refused and the wallet is unchanged', async () => {
    const r = await h.call('/shop/aggregation/buy', { method: 'POST', user: '10007', body: { productId: 1504 } });
    expect(r).toEqual({ status: expect.any(Number), message: 'Not enough diamonds, please top up.' });
    expect(r.status).not.toBe(0);
    expect((await wallet('10007')).diamond).toBe(0);
  });

  it('betting needs a valid prize and buy item, the current round, and the betting status', async () => {
    const info = await h.ok('/lottery/bigEaterAct/indexInfo');
    const bet = (body: Record<string, unknown>) => h.call('/lottery/bigEaterAct/bet', { method: 'POST', body: { actNo: info.actNo, currentType: 1, medalConfigId: 1, prizeConfigId: 101, ...body } });
    expect((await bet({ prizeConfigId: 999 })).message).toBe('Invalid prize or item selection.');
    expect((await bet({ medalConfigId: 77 })).message).toBe('Invalid prize or item selection.');
    expect((await bet({ actNo: info.actNo - 1 })).message).toBe('This round is over, please refresh.');
    h.advance(info.betLeftSeconds * 1000);
    expect((await bet({})).message).toBe('Betting is closed for this round.');
    expect((await wallet()).diamond).toBe(88_000);
  });

  it('slot machine draw bets on the current round and pays the winner', async () => {
    const main = await h.ok('/lottery/slotMachineLottery/mainPage');
    const before = (await wallet()).diamond;
    for (const p of main.prizeConfigs) await h.ok('/lottery/slotMachineLottery/draw', { method: 'POST', query: { lotteryId: p.id }, body: { betDiamond: 500, actNo: main.actNo } });
    h.advance((main.betLeftSeconds + 6) * 1000);
    const flow = await h.ok('/lottery/slotMachineLottery/getPrizeFlow');
    const row = flow.rows.find((r: { actNo: number }) => r.actNo === main.actNo);
    expect(row.userPrize.prizeDiamondCount).toBe(500 * row.prize.multiple);
    expect((await wallet()).diamond).toBe(before - 500 * main.prizeConfigs.length + 500 * row.prize.multiple);
  });
});
