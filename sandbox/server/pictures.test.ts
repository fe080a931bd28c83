// @vitest-environment node
// Every item a page lists comes with its own picture: a same-origin drawing showing the initials of the item's
// name, never an empty square (no icon) nor another item's drawing (the Rapid King mall's four frames all read "30").
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@testing/sandbox/startHarness';

let h: Harness;
beforeEach(async () => { h = await startHarness(); });
afterEach(() => h.close());

async function expectOwnPicture(item: { name: string; icon?: string | null }) {
  expect(item.icon, item.name).toMatch(/^\/vue\/sandbox\//);
  const svg = await (await fetch(`${h.url}${item.icon!}`)).text();
  const initials = item.name.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2).toUpperCase();
  expect(svg, item.name).toContain(`>${initials}</text>`);
}

describe('pictures match their items', () => {
  it("the Rapid King mall's gifts and frames, vehicles, badges and entrances", async () => {
    const products = await h.ok<Array<{ name: string; icon: string; kind: string }>>('/shop/newProductRecommend/list');
    expect(products.filter((p) => p.kind !== 'gift').length).toBe(4);
    for (const p of products) await expectOwnPicture(p);
  });

  it("Diamond Pass rewards on both tracks, the frame, badge and entrance included", async () => {
    const pass = await h.ok('/activity/diamondPass/progress');
    const rewards = (pass.rewards as Array<{ free: { reward: { name: string; icon?: string } }; premium: { reward: { name: string; icon?: string } } }>).flatMap((r) => [r.free.reward, r.premium.reward]);
    expect(rewards.map((r) => r.name)).toEqual(expect.arrayContaining(['Neon Frame', 'Star Badge', 'Aurora Entrance']));
    for (const r of rewards) await expectOwnPicture(r);
  });

  it('the Christmas points mall, the mystery bag drawn as a bag (not its hidden gift)', async () => {
    const mall = await h.ok('/activity/scoreMall/index');
    const products = mall.products as Array<{ name: string; icon: string | null }>;
    expect(products.map((p) => p.name)).toContain('Mystery Bag');
    for (const p of products) await expectOwnPicture(p);
  });
});
