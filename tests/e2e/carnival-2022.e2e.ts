// The Carnival 2022 hub in a real browser against the sandbox: the adventure tab with the points a top-up earned,
// the ranking tab's top 50, then every tab the hub shows (whatever its parts are, read from its file), each showing
// the campaign it refers to with content of its own at the part's address; back returns to the previous tab, and a
// reload stays on the tab the address names.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { useBrowser } from './harness';

const HUB = '/vue/act/carnival-2022';
/** The hub's parts, in tab order, as its file lists them: the walk follows whatever parts the hub has. */
const PARTS = (parse(readFileSync('campaigns/carnival-2022/campaign.yaml', 'utf8')) as { parts: Array<{ id: string }> }).parts.map((p) => p.id);
/** The hub's own tab list: the landing, then one tab per part. */
const hubTabs = (page: Page) => page.locator('[data-hub="carnival-2022"] [role="tablist"]').first().getByRole('tab');

describe('carnival 2022 hub (campaign carnival-2022)', () => {
  const { baseUrl, open } = useBrowser();

  it('the adventure tab shows the points a top-up earned; the ranking tab the top 50', async () => {
    const uid = '45001';
    await fetch(`${baseUrl()}/vue/sandbox/control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ grant: { userId: uid, rechargeCents: 2_500 } }) });
    const { page } = await open(`${HUB}?uid=${uid}`);
    await page.getByText('25 carnival points · 250 rich value').waitFor();
    const landing = page.locator('[data-hub="carnival-2022"] [role="tabpanel"]').first();
    await landing.getByRole('tab', { name: 'Ranking' }).click();
    await page.getByText('Top 50 by carnival points, refreshed every 5 minutes.').waitFor();
    await page.getByText('Carnival ranking').waitFor();
  });

  // Every tab the hub shows, one part each: a tap shows the campaign it refers to, with content of its own, at the part's address.
  it.each(PARTS.map((id, i) => [id, i + 1] as const))('the tab of part %s (hub tab %i) shows its campaign at the part\'s address', async (id, tabIndex) => {
    const { page } = await open(`${HUB}?uid=45003`);
    const tab = hubTabs(page).nth(tabIndex);
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    const part = page.locator(`[data-part="${id}"]`);
    await part.waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${HUB}/${id}`);
    await expect.poll(async () => (await part.innerText()).trim().length).toBeGreaterThan(10);
  });

  it('back returns to the tab before; a reload stays on the tab the address names; the landing tab goes back to the hub', async () => {
    const [first, second] = PARTS as [string, string];
    const { page } = await open(`${HUB}/${first}?uid=45004`);
    await page.locator(`[data-part="${first}"]`).waitFor();
    await hubTabs(page).nth(2).click();
    await page.locator(`[data-part="${second}"]`).waitFor();
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${HUB}/${first}`);
    await page.locator(`[data-part="${first}"]`).waitFor();
    await page.reload();
    await page.locator(`[data-part="${first}"]`).waitFor();
    await hubTabs(page).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(HUB);
  });

  it('protect planet in the hub: an attack names its damage; cave mining short of pickaxes offers a top-up', async () => {
    const { page } = await open(`${HUB}/protect-planet?uid=45002`);
    const planet = page.locator('[data-part="protect-planet"]');
    await planet.getByRole('button', { name: 'Attack' }).click();
    await planet.getByText(/^You dealt [\d,]+ damage!$/).waitFor();
    await page.goto(`${baseUrl()}${HUB}/cave-mining?uid=10007`);
    const cave = page.locator('[data-part="cave-mining"]');
    await cave.getByText('0 pickaxes · 1 USD = 1 pickaxe').waitFor();
    await cave.locator('.cw-draw__btn').first().click();
    await page.getByText('Not enough pickaxes / axes. Top up now? (1 USD = 1 pickaxe)').waitFor();
  });
});
