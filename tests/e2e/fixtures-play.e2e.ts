// Fixtures that play, in a real browser: the couple house example (campaigns/couple-house) is answered by its
// fixtures only; a rename shows the new name, a draw leaves one chance fewer, and the sandbox's reset gives the
// fixtures back as written.
import { describe, it } from 'vitest';
import { useBrowser } from './harness';

describe('fixtures that play (campaign couple-house)', () => {
  const { baseUrl, open } = useBrowser();
  const control = (body: Record<string, unknown>) => fetch(`${baseUrl()}/vue/sandbox/control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('a preview shows the house renamed after the rename tap, and one chance fewer after a draw', async () => {
    await control({ reset: true });
    const { page } = await open('/vue/act/couple-house?uid=65101');
    await page.getByText('Sweet Home · 1,500 couple points').waitFor();
    await page.getByText('Left: 2').waitFor();
    await page.getByLabel(/^House name/).fill('Love Castle');
    await page.getByRole('button', { name: 'Save the name' }).click();
    await page.getByText('Love Castle · 1,500 couple points').waitFor();
    await page.getByRole('button', { name: 'Draw ×1' }).click();
    await page.getByText('Left: 1').waitFor();

    await control({ reset: true });
    const again = await open('/vue/act/couple-house?uid=65101');
    await again.page.getByText('Sweet Home · 1,500 couple points').waitFor();
    await again.page.getByText('Left: 2').waitFor();
  });
});
