// The Carnival 2022 hub in a real browser against the sandbox: the adventure tab with the points a top-up earned,
// the ranking tab's top 50, then every tab the hub shows (whatever its parts are), each showing the campaign it
// refers to with content of its own; a tap moves the address to the part's route, back returns to the previous
// tab, and a reload stays on the tab the address names.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const HUB = '/vue/act/carnival-2022';

describe('carnival 2022 hub (campaign carnival-2022)', () => {
  const { baseUrl, open } = useBrowser();

  it('walks the adventure and ranking tabs, then every tab of the hub, each with its own content at its own address', async () => {
    const uid = '45001';
    await fetch(`${baseUrl()}/vue/sandbox/control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ grant: { userId: uid, rechargeCents: 2_500 } }) });
    const { page, context } = await open(`${HUB}?uid=${uid}`);
    await page.getByText('25 carnival points · 250 rich value').waitFor();
    const landing = page.locator('[data-hub="carnival-2022"] [role="tabpanel"]').first();
    await landing.getByRole('tab', { name: 'Ranking' }).click();
    await page.getByText('Top 50 by carnival points, refreshed every 5 minutes.').waitFor();
    await page.getByText('Carnival ranking').waitFor();

    // The hub's own tab list: the landing, then one tab per part.
    const hubTabs = page.locator('[data-hub="carnival-2022"] [role="tablist"]').first().getByRole('tab');
    const count = await hubTabs.count();
    expect(count).toBeGreaterThan(1);
    const seen: string[] = [];
    for (let i = 1; i < count; i += 1) {
      const tab = hubTabs.nth(i);
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      const part = page.locator('[data-part]').first();
      await part.waitFor();
      const id = (await part.getAttribute('data-part'))!;
      await expect.poll(() => new URL(page.url()).pathname).toBe(`${HUB}/${id}`);
      // The part shows content of its own: text beyond its loading skeleton.
      await expect.poll(async () => (await part.innerText()).trim().length).toBeGreaterThan(10);
      seen.push(id);
    }
    expect(new Set(seen).size).toBe(count - 1);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${HUB}/${seen.at(-2)}`);
    await page.locator(`[data-part="${seen.at(-2)}"]`).waitFor();
    await page.reload();
    await page.locator(`[data-part="${seen.at(-2)}"]`).waitFor();
    await hubTabs.first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(HUB);
    await context.close();
  });

  it('protect planet in the hub: an attack names its damage; cave mining short of pickaxes offers a top-up', async () => {
    const { page, context } = await open(`${HUB}/protect-planet?uid=45002`);
    const planet = page.locator('[data-part="protect-planet"]');
    await planet.getByRole('button', { name: 'Attack' }).click();
    await planet.getByText(/^You dealt [\d,]+ damage!$/).waitFor();
    await page.goto(`${baseUrl()}${HUB}/cave-mining?uid=10007`);
    const cave = page.locator('[data-part="cave-mining"]');
    await cave.getByText('0 pickaxes · 1 USD = 1 pickaxe').waitFor();
    await cave.locator('.cw-draw__btn').first().click();
    await page.getByText('Not enough pickaxes / axes. Top up now? (1 USD = 1 pickaxe)').waitFor();
    await context.close();
  });
});
