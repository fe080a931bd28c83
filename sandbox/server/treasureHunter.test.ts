// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PREMIUM_SUBSTITUTE } from '../core/handlers/treasureHunter';
import { startHarness, type Harness, type Json } from '@testing/sandbox/startHarness';

describe('treasure hunter', () => {
  let h: Harness;
  beforeEach(async () => { h = await startHarness(11); });
  afterEach(() => h.close());

  const hunt = (user: string, tool: 'stone' | 'bow', count: 1 | 10, lang = 'en') => h.call('/activity/treasureHunter/hunt', { method: 'POST', user, lang, body: { tool, count } });
  const toolView = (content: Json, tool: string) => content.tools.find((t: Json) => t.tool === tool);

  it.each([
    { tool: 'stone' as const, used: 99, every: 100, min: 1299, max: 1999 },
    { tool: 'bow' as const, used: 39, every: 40, min: 3999, max: 9999 },
  ])('use number $every of the $tool gives a gift worth $min to $max and the counter starts over (user 10002 at $used uses)', async (g) => {
    expect(toolView(await h.ok('/activity/treasureHunter/index'), g.tool)).toMatchObject({ used: g.used, every: g.every, min: g.min, max: g.max });
    const r = (await hunt('10002', g.tool, 1)).content;
    expect(r.results[0].guaranteed).toBe(true);
    expect(r.results[0].diamonds).toBeGreaterThanOrEqual(g.min);
    expect(r.results[0].diamonds).toBeLessThanOrEqual(g.max);
    expect(toolView(r, g.tool).used).toBe(0);
  });

  it('a high-value gift that comes early resets the usage counter; the guarantee never waits past 40 bow or 100 stone uses', async () => {
    await h.control({ grant: { userId: '51001', diamond: 200_000 } });
    await h.ok('/activity/treasureHunter/buyTools', { method: 'POST', user: '51001', body: { tool: 'bow', count: 100 } });
    await h.ok('/activity/treasureHunter/buyTools', { method: 'POST', user: '51001', body: { tool: 'bow', count: 100 } });
    await h.ok('/activity/treasureHunter/buyTools', { method: 'POST', user: '51001', body: { tool: 'stone', count: 100 } });
    await h.ok('/activity/treasureHunter/buyTools', { method: 'POST', user: '51001', body: { tool: 'stone', count: 100 } });
    for (const [tool, every, min] of [['bow', 40, 3999], ['stone', 100, 1299]] as const) {
      let counter = 0;
      let early = 0;
      let guaranteed = 0;
      for (let i = 0; i < 20; i++) {
        const r = (await hunt('51001', tool, 10)).content;
        for (const p of r.results) {
          counter += 1;
          const high = p.diamonds >= min && p.tier === 'high';
          expect(p.guaranteed, `${tool} use ${counter}`).toBe(counter === every);
          if (p.guaranteed) expect(high).toBe(true);
          if (high && !p.guaranteed) early += 1;
          if (p.guaranteed) guaranteed += 1;
          if (high) counter = 0;
          expect(counter).toBeLessThan(every);
        }
        expect(toolView(r, tool).used).toBe(counter);
      }
      expect(guaranteed, `${tool}: a guarantee was reached`).toBeGreaterThan(0);
      if (tool === 'bow') expect(early, 'bow: a high-value gift came early at least once').toBeGreaterThan(0);
    }
  });

  it('the premium frame goes to a user who lacks it; a user who owns it gets 1000 diamonds instead', async () => {
    const before = (await h.ok('/facade/wallet/get', { user: '10003' })).diamond as number;
    expect((await h.ok('/activity/treasureHunter/index', { user: '10003' })).ownsPremium).toBe(true);
    let substitutes = 0;
    for (let i = 0; i < 20 && substitutes === 0; i++) {
      const r = (await hunt('10003', 'bow', 10)).content;
      for (const p of r.results) if (p.tier === 'premium') {
        expect(p).toMatchObject({ substitute: true, substituteDiamonds: PREMIUM_SUBSTITUTE });
        substitutes += 1;
      }
    }
    expect(substitutes).toBeGreaterThan(0);
    expect((await h.ok('/facade/wallet/get', { user: '10003' })).diamond).toBe(before + substitutes * PREMIUM_SUBSTITUTE);

    await h.control({ grant: { userId: '51002', diamond: 100_000 } });
    await h.ok('/activity/treasureHunter/buyTools', { method: 'POST', user: '51002', body: { tool: 'bow', count: 100 } });
    const premiums: Json[] = [];
    for (let i = 0; i < 10 && premiums.length < 2; i++) premiums.push(...(await hunt('51002', 'bow', 10)).content.results.filter((p: Json) => p.tier === 'premium'));
    expect(premiums.length).toBeGreaterThanOrEqual(2);
    expect(premiums[0].substitute).toBe(false);
    expect(premiums[1].substitute).toBe(true);
  });

  it('a hunt without tools is refused in the caller\'s language and uses nothing; tools are bought with diamonds', async () => {
    const r = await hunt('10007', 'bow', 1, 'th');
    expect(r.message).toBe('ลูกธนูไม่พอ โปรดซื้อเพิ่ม');
    expect((await hunt('10007', 'stone', 10)).message).toBe('Not enough stones, please buy more.');
    expect((await h.call('/activity/treasureHunter/buyTools', { method: 'POST', user: '10007', body: { tool: 'stone', count: 1 } })).message).toBe('Not enough diamonds, please top up.');
    const diamonds = (await h.ok('/facade/wallet/get', { user: '10001' })).diamond as number;
    const bought = await h.ok('/activity/treasureHunter/buyTools', { method: 'POST', user: '10001', body: { tool: 'stone', count: 5 } });
    expect(toolView(bought, 'stone').count).toBe(10);
    expect(bought.diamond).toBe(diamonds - 5 * 20);
  });
});
