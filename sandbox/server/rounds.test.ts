// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { PushMessage } from '../core/pushes';
import { startHarness, type Harness } from '@testing/sandbox/startHarness';

const status = async (h: Harness) => h.ok('/lottery/bigEaterAct/indexInfo', { query: { actType: 'P10000' } });

async function openSocket(h: Harness): Promise<{ ws: WebSocket; messages: PushMessage[] }> {
  const ws = new WebSocket(`${h.url.replace('http', 'ws')}/vue/sandbox/ws`);
  const messages: PushMessage[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as PushMessage));
  await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
  return { ws, messages };
}

/** Waits until the socket has had a push of `channelId` for round `actNo` in `status` (pushes arrive in the order sent). */
const pushed = (messages: PushMessage[], channelId: string, actNo: number, status: number) =>
  vi.waitFor(() => expect(messages.some((m) => m.to === channelId && m.payload.content.actNo === actNo && m.payload.content.status === status)).toBe(true), { timeout: 5000 });

describe('live rounds', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(); });
  afterEach(() => h.close());

  it('round records and the income ranking come from the same settlement: every ranked diamond was won in a listed round by a listed winner', async () => {
    // Early in the day the records list every finished round of the day, so the ranking must be exactly their winners' sums.
    h.setTime(Date.parse('2026-11-22T00:06:20+08:00'));
    for (const actType of ['P10000', 'P10001']) {
      const info = await h.ok('/lottery/bigEaterAct/indexInfo', { query: { actType, currentType: 1 } });
      const records = info.actPrizeRecords as Array<{ actNo: number; winnerCount: number }>;
      expect(records.length, actType).toBeGreaterThan(3);
      expect(records.at(-1)!.actNo % 10_000, actType).toBe(1);
      const won = new Map<string, number>();
      for (const r of records) {
        const notice = await h.ok('/lottery/bigEaterAct/clientDrawNotice', { query: { actType, actNo: r.actNo } });
        const winners = notice.extInfo.prizeUsers as Array<{ userId: string; diamonds: number }>;
        expect(winners.length, `${actType} ${r.actNo}`).toBe(r.winnerCount);
        expect(notice.extInfo.top.map((t: { userId: string }) => t.userId)).toEqual(winners.slice(0, 3).map((w) => w.userId));
        for (const w of winners) won.set(w.userId, (won.get(w.userId) ?? 0) + w.diamonds);
      }
      expect(records.some((r) => r.winnerCount > 0), actType).toBe(true);
      const ranking = await h.ok('/lottery/actRanking/getUserRankListTop', { query: { actType, size: 100 } });
      const ranked = new Map((ranking.rows as Array<{ userId: string; diamonds: number }>).map((r) => [r.userId, r.diamonds]));
      expect(ranked, actType).toEqual(won);
      expect(info.top.map((t: { userId: string }) => t.userId), actType).toEqual([...ranked.keys()].slice(0, 3));
    }
  });

  it('the slot machine names an MVP only when a listed round had winners, and none before the first round of the day settles', async () => {
    h.setTime(Date.parse('2026-11-22T00:00:05+08:00'));
    const dawn = await h.ok('/lottery/slotMachineLottery/mainPage');
    expect(dawn.previousResults).toEqual([]);
    expect(dawn.mvp).toBeNull();
    h.setTime(Date.parse('2026-11-22T00:06:20+08:00'));
    const later = await h.ok('/lottery/slotMachineLottery/mainPage');
    const records = later.previousResults as Array<{ winnerCount: number }>;
    expect(records.some((r) => r.winnerCount > 0)).toBe(true);
    expect(later.mvp).toMatchObject({ diamonds: expect.any(Number) });
    expect(later.mvp.diamonds).toBeGreaterThan(0);
  });

  it("each prize's and chicken's drawn picture shows its own initials, not another gift's", async () => {
    for (const actType of ['P10000', 'P10001']) {
      const info = await h.ok('/lottery/bigEaterAct/indexInfo', { query: { actType, currentType: 1 } });
      for (const prize of info.prizeConfigs as Array<{ name: string; icon: string }>) {
        const svg = await (await fetch(`${h.url}${prize.icon}`)).text();
        const initials = prize.name.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2).toUpperCase();
        expect(svg, prize.name).toContain(`>${initials}</text>`);
      }
    }
  });

  it('betting 20 counts down betLeftSeconds, then settling 30, 35, 39, showing result 40 with resultViewLeftSeconds, then the next round', async () => {
    const first = await status(h);
    expect(first).toMatchObject({ status: 20, betLeftSeconds: 25, resultViewLeftSeconds: 0 });
    h.advance(1000);
    expect((await status(h)).betLeftSeconds).toBe(24);
    const seen: number[] = [];
    for (let i = 0; i < 40; i++) {
      h.advance(1000);
      const s = await status(h);
      if (s.actNo === first.actNo && seen[seen.length - 1] !== s.status) seen.push(s.status);
      if (s.status === 40 && s.resultViewLeftSeconds === 10) expect(s.userPrize).not.toBeNull();
    }
    expect(seen).toEqual([20, 30, 35, 39, 40]);
    const next = await status(h);
    expect(next.actNo).toBe(first.actNo + 1);
    expect(next.status).toBe(20);
  });

  it('game over 999 at the end of the day, new rounds from 00:00', async () => {
    h.setTime(Date.parse('2026-11-22T23:58:00+08:00'));
    const over = await status(h);
    expect(over.status).toBe(999);
    h.setTime(Date.parse('2026-11-23T00:00:01+08:00'));
    const morning = await status(h);
    expect(morning).toMatchObject({ status: 20, actNo: 202611230001 });
  });

  it('status changes are pushed over the WebSocket as 8016 messages with actNo, message id and channel', async () => {
    const { ws, messages } = await openSocket(h);
    const start = await status(h);
    for (let i = 0; i < 45; i++) await h.control({ advanceMs: 1000 });
    // The last push sent is the next round's betting: once it is in, every earlier one is.
    await pushed(messages, start.channelId, start.actNo + 1, 20);
    ws.close();
    const own = messages.filter((m) => m.to === start.channelId);
    expect(own.length).toBeGreaterThanOrEqual(6);
    for (const m of own) {
      expect(m.payload.event).toBe(8016);
      expect(m.payload.content).toMatchObject({ type: 'update-slot-machine-status', channelId: start.channelId, actNo: expect.any(Number) });
    }
    const ids = own.map((m) => m.payload.msgId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const result = own.find((m) => m.payload.content.status === 40 && m.payload.content.actNo === start.actNo);
    expect(result?.payload.content.extInfo).toMatchObject({ actPrize: expect.any(Object), prizeUsers: expect.any(Array), top: expect.any(Array) });
    expect(own.some((m) => m.payload.content.actNo === start.actNo + 1 && m.payload.content.status === 20)).toBe(true);
  });

  it('with the chaos switch, pushes arrive duplicated, reordered and addressed to another channel; a client that drops old ids and other channels still ends on the true status', async () => {
    await h.control({ pushChaos: true });
    const { ws, messages } = await openSocket(h);
    const start = await status(h);
    for (let i = 0; i < 200; i++) await h.control({ advanceMs: 1000 });
    // Chaos off: the messages held back go out, then a full round later the next round's status, sent last.
    await h.control({ pushChaos: false });
    await h.control({ advanceMs: 45_000 });
    const truth = await status(h);
    await pushed(messages, start.channelId, truth.actNo, truth.status);
    ws.close();
    const own = messages.filter((m) => m.to === start.channelId);
    const ids = own.map((m) => m.payload.msgId);
    expect(new Set(ids).size).toBeLessThan(ids.length);
    expect(ids.some((id, i) => i > 0 && id < ids[i - 1]!)).toBe(true);
    expect(messages.some((m) => m.to !== start.channelId && m.payload.content.channelId !== start.channelId && m.to === m.payload.content.channelId)).toBe(true);

    let last = 0;
    let shown: { actNo?: number; status?: number } = {};
    for (const m of messages) {
      if (m.to !== start.channelId || m.payload.msgId <= last) continue;
      last = m.payload.msgId;
      shown = { actNo: m.payload.content.actNo, status: m.payload.content.status as number };
    }
    const lastOwn = messages.filter((m) => m.to === start.channelId).reduce((a, m) => (m.payload.msgId > a.payload.msgId ? m : a));
    expect({ actNo: lastOwn.payload.content.actNo, status: lastOwn.payload.content.status }).toEqual({ actNo: truth.actNo, status: truth.status });
    expect(shown.actNo).toBeGreaterThan(start.actNo);
    // Two hundred steps of the sandbox clock, each a request and its pushes: a busy two-core machine needs the room.
  }, 90_000);
});
