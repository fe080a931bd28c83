// The Carnival 2023 hub in a real browser against the sandbox: the landing with the hub's points (moved by the
// gifts the sandbox sends) and its ranking, then every tab, each showing the campaign it refers to, whose code
// loads only when its tab opens; a part's route opens the hub on that part's tab.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const HUB = '/vue/act/carnival-2023';

describe('carnival 2023 hub (campaign carnival-2023)', () => {
  const { baseUrl, open } = useBrowser();

  it("walks the landing and every part's tab, each with its own content and the hub's points", async () => {
    const uid = '43001';
    await fetch(`${baseUrl()}/vue/sandbox/control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ sendGift: { userId: uid, diamond: 2500 } }) });
    const { page } = await open(`${HUB}?uid=${uid}`);
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    await page.getByText('2,500 points').waitFor();
    await page.getByText('Carnival ranking').waitFor();
    await page.getByRole('tab', { name: 'Main', selected: true }).waitFor();
    expect(scripts.some((u) => /wishing-gift-box-[\w-]+\.js/.test(u))).toBe(false);

    await page.getByRole('tab', { name: 'Wishing gift box' }).click();
    await page.locator('[data-part="wishing-gift-box"]').getByText('Make a wish, open your boxes, collect the cards').waitFor();
    expect(scripts.some((u) => /wishing-gift-box-[\w-]+\.js/.test(u))).toBe(true);

    await page.getByRole('tab', { name: 'Family honor' }).click();
    const honor = page.locator('[data-part="family-honor"]');
    await honor.getByText('Send gifts with your family and win the diamond pool').waitFor();
    await honor.getByText('My carnival points: 2,500').waitFor();
    await honor.getByRole('tab', { name: 'Rules' }).click();
    await honor.getByText(/top 10 gift senders: 30%, 20%, 15%, 10%, 10%, then 3% each/).waitFor();

    await page.getByRole('tab', { name: 'Golden egg' }).click();
    await page.locator('[data-part="golden-egg"]').getByTestId('egg-smash').waitFor();

    for (const [tab, id, text] of [
      ['Perfect BFF', 'perfect-bff', 'Team up with your best friend, win the qualifying and the finals'],
      ['Christmas Carousel', 'christmas-carousel', 'Launch the carousel with candy, craft gifts into lottery tickets'],
      ['Mystery Mall', 'mystery-mall', 'Thanks gifts, the mystery mall and the investment expert'],
      ['Good Vibe Room', 'good-vibe-room', 'Carnival 2023: the liveliest rooms win'],
      ['New Year Party', 'new-year-party', 'Carnival 2023: count down to 2024 together'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.locator(`[data-part="${id}"]`).getByText(text).waitFor();
    }
  });

  it('family honor follows its 2023 period inside the hub (December 20 to 31): running on the 25th, ended after', async () => {
    const during = await open(`${HUB}/family-honor?uid=10003&at=2023-12-25T12:00:00%2B08:00`);
    // Running: the part shows neither its "starts in" countdown nor its ended line (both follow the phase).
    await during.page.locator('[data-part="family-honor"]').getByRole('heading', { name: 'Family Honor' }).waitFor();
    expect(await during.page.locator('[data-part="family-honor"]').getByText('Starts in').count()).toBe(0);
    expect(await during.page.locator('[data-part="family-honor"]').getByText('Family Honor has ended.', { exact: false }).count()).toBe(0);
    const after = await open(`${HUB}/family-honor?uid=10003`);
    await after.page.locator('[data-part="family-honor"]').getByText('Family Honor has ended. Final rewards are sent within 7 days.').waitFor();
  });

  it("a part's route opens the hub on that part's tab", async () => {
    const { page } = await open(`${HUB}/golden-egg?uid=10003`);
    await page.getByRole('tab', { name: 'Golden egg', selected: true }).waitFor();
    await page.locator('[data-part="golden-egg"]').getByTestId('egg-smash').waitFor();
  });
});
