// @vitest-environment node
/**
 * The data shapes the games declare (reads.json) against the sandbox's own answers: a play of each game (its index,
 * draws, openings, clicks, the round's notice) answers only what the game's widget reads, with the fields it needs
 * and no misspelt one. The points mall on the mystery mall, the rewards list on the hall of fame rewards and the
 * reward track on the Diamond Pass progress are checked the same way.
 */
import { describe, expect, it } from 'vitest';
import { shapeProblems } from '@engine/core/shape-problems';
import { createSandbox } from '@sandbox/core/createSandbox';
import { registry } from '../index';

type Row = Record<string, unknown>;
/** A call's body or query; `shapeWith`: the shape read when the node sets that prop (rewards-list's group). */
type Call = { body?: unknown; query?: Record<string, string>; shapeWith?: string };

const T0 = Date.parse('2026-11-22T10:00:05+08:00');

/** A play on a fresh sandbox: `check` reads an answer the way the widget's prop names it and notes its problems. */
function play(start = T0) {
  let t = start;
  const sb = createSandbox({ seed: 5, now: () => t });
  const problems: string[] = [];
  const call = async (path: string, o: Call = {}): Promise<Row> => {
    const r = await sb.handle({ method: o.body === undefined ? 'GET' : 'POST', path: `/vue/prodServer${path}`, query: o.query ?? {}, headers: { userid: '10002', language: 'en' }, body: o.body });
    const body = ('body' in r ? r.body : {}) as { status?: number; content?: unknown; message?: string };
    if (body.status !== 0) problems.push(`${path}: status ${String(body.status)} ${String(body.message)}`);
    return body.content as Row;
  };
  const check = async (type: string, prop: string, path: string, o: Call = {}, pick: (a: Row) => unknown = (a) => a): Promise<Row> => {
    const read = registry.get(type)?.reads?.find((r) => r.prop === prop && r.when?.prop === o.shapeWith);
    const answer = await call(path, o);
    if (!read) problems.push(`${type} declares no shape for ${prop}`);
    else for (const p of shapeProblems(read, pick(answer), [])) problems.push(`${type}.${prop} ${path} ${p.path.join('.')}: ${p.message}`);
    return answer;
  };
  return { call, check, problems, grant: (g: Row) => sb.grant({ userId: '10002', ...g }), setTime: (ms: number) => { t = ms; }, advance: (ms: number) => { t += ms; } };
}

const rows = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : []);

describe('the sandbox answers what the games read', () => {
  it('wishing gift box: index, direct and boxed openings, clicks in and after the window, leaving, buying coins', async () => {
    const { check, problems, grant, advance } = play();
    grant({ wishCoins: 200, sparks: 100 });
    const giftId = rows((await check('wish-box', 'indexPath', '/activity/wishBox/index')).gifts)[0]?.giftId;
    await check('wish-box', 'openPath', '/activity/wishBox/open', { body: { giftId, direct: true, count: 10 } });
    const first = (await check('wish-box', 'openPath', '/activity/wishBox/open', { body: { giftId, boxes: [1, 2, 3] } })).round as Row;
    await check('wish-box', 'clickPath', '/activity/wishBox/click', { body: { roundId: first.roundId, box: 1 } });
    await check('wish-box', 'indexPath', '/activity/wishBox/index');
    await check('wish-box', 'openAllPath', '/activity/wishBox/openAll', { body: { roundId: first.roundId } });
    const second = (await check('wish-box', 'openPath', '/activity/wishBox/open', { body: { giftId, boxes: [4, 5] } })).round as Row;
    advance(400_000);
    await check('wish-box', 'clickPath', '/activity/wishBox/click', { body: { roundId: second.roundId, box: 4 } });
    await check('wish-box', 'buyCoinsPath', '/activity/wishBox/buyCoins', { body: { count: 10 } });
    expect(problems).toEqual([]);
  });

  it('treasure hunter and constellation treasure: index, hunts with both tools, star draws and a claim', async () => {
    const { call, check, problems, grant } = play();
    grant({ diamond: 100_000 });
    await check('treasure-hunter', 'indexPath', '/activity/treasureHunter/index');
    for (const tool of ['stone', 'bow']) {
      await call('/activity/treasureHunter/buyTools', { body: { tool, count: 30 } });
      for (let i = 0; i < 3; i++) await check('treasure-hunter', 'huntPath', '/activity/treasureHunter/hunt', { body: { tool, count: 10 } });
    }
    await check('constellation-treasure', 'indexPath', '/activity/constellation/index');
    let complete: Row | undefined;
    for (let i = 0; i < 5 && !complete; i++) complete = rows((await check('constellation-treasure', 'drawPath', '/activity/constellation/draw', { body: { count: 10 } })).constellations).find((k) => k.complete === true);
    expect(complete).toBeDefined();
    await check('constellation-treasure', 'claimPath', '/activity/constellation/claim', { body: { constellation: complete?.id } });
    expect(problems).toEqual([]);
  });

  it('spark draw, Diamond Pass and its tasks: both pools with their draws, the pass before and after the upgrade', async () => {
    const { call, check, problems, grant } = play();
    grant({ sparks: 1_000 });
    for (const actCategory of ['10000', '20000']) {
      const config = await check('spark-draw', 'configPath', '/activity/spark/getDrawConfig', { query: { actCategory } });
      for (const drawNum of [10, 10, 10, 1]) await check('spark-draw', 'drawPath', '/activity/spark/draw', { body: { actConfigId: config.actConfigId, drawNum } });
    }
    await check('diamond-pass', 'source', '/activity/diamondPass/progress');
    await call('/activity/diamondPass/buyCard', { body: { subscriptionType: 1 } });
    await check('diamond-pass', 'source', '/activity/diamondPass/progress');
    await check('pass-tasks', 'source', '/activity/diamondPass/userTaskList');
    expect(problems).toEqual([]);
  });

  it('round betting game: the main page, a bet and the draw notice until the round settles, in both games', async () => {
    const { check, problems, grant, advance } = play();
    grant({ diamond: 100_000 });
    for (const actType of ['P10000', 'P10001']) {
      const page = await check('slot-machine', 'pagePath', '/lottery/bigEaterAct/indexInfo', { query: { actType, currentType: '1' } });
      const prizeConfigId = rows(page.prizeConfigs)[0]?.id;
      await check('slot-machine', 'betPath', '/lottery/bigEaterAct/bet', { body: { actType, actNo: page.actNo, currentType: 1, medalConfigId: 1, prizeConfigId } });
      const notice = () => check('slot-machine', 'noticePath', '/lottery/bigEaterAct/clientDrawNotice', { query: { actType, actNo: String(page.actNo) } });
      await notice();
      advance(90_000);
      expect((await notice()).extInfo).toBeTruthy();
      await check('slot-machine', 'pagePath', '/lottery/bigEaterAct/indexInfo', { query: { actType, currentType: '1' } });
    }
    expect(problems).toEqual([]);
  });

  it('chance draw (BFF free draws, Christmas cards), Christmas lottery and carousel launch: index and draws', async () => {
    const { check, problems, grant, setTime } = play();
    grant({ lotteryDraws: 20, rechargeCents: 100_000 });
    await check('christmas-lottery', 'indexPath', '/activity/christmasLottery/index');
    for (const count of [10, 1]) await check('christmas-lottery', 'drawPath', '/activity/christmasLottery/draw', { body: { count } });
    await check('carousel-launch', 'source', '/activity/christmasCarousel/index');
    for (let i = 0; i < 2; i++) await check('carousel-launch', 'drawPath', '/activity/christmasCarousel/launch', { body: { count: 10 } });
    setTime(Date.parse('2027-03-05T10:00:00+08:00'));
    await check('chance-draw', 'indexPath', '/activity/bff/freeDraw');
    await check('chance-draw', 'drawPath', '/activity/bff/draw', { body: { count: 1 } });
    setTime(Date.parse('2026-12-20T10:00:00+08:00'));
    await check('chance-draw', 'indexPath', '/activity/christmasCards/drawInfo');
    await check('chance-draw', 'drawPath', '/activity/christmasCards/draw', { body: { count: 1 } });
    expect(problems).toEqual([]);
  });

  it('points mall on the mystery mall, rewards list on each hall of fame group, reward track on the pass progress', async () => {
    const { call, check, problems, grant } = play();
    grant({ rechargeCents: 50_000 });
    for (const list of ['thanks', 'mall'] as const) await check('points-mall', 'products', '/activity/mysteryMall/index', {}, (a) => a[list]);
    await call('/activity/mysteryMall/buy', { body: { productId: 23 } });
    await check('points-mall', 'products', '/activity/mysteryMall/index', {}, (a) => a.mall);
    const groups = rows(await call('/marketing/hallOfFameReward/listRewardConfig'));
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) await check('rewards-list', 'source', '/marketing/hallOfFameReward/listRewardConfig', {}, (a) => rows(a).find((x) => x.tab === g.tab));
    await check('rewards-list', 'source', '/marketing/hallOfFameReward/listRewardConfig', { shapeWith: 'group' });
    await check('reward-track', 'levels', '/activity/diamondPass/progress', {}, (a) => a.rewards);
    expect(problems).toEqual([]);
  });
});
