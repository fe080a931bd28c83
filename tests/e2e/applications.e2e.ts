// Activity application, campaign banners and the confession wall in a real browser against the sandbox:
// the activities with their states, an application sent once on a double tap and then listed under My
// applications, the seeded review states, a banner opening its page, a confession refused for an invalid user
// id and then posted, and a page in another language.
import { describe, expect, it } from 'vitest';
import { shot, useBrowser } from './harness';
import { apiCalls, countByPath } from './network';

const SAVE = '/marketing/activity/apply/saveV1';
const POST_CONFESSION = '/marketing/confession/save';


describe('applications and standing pages (campaigns activity-event, activity-apply, activity-apply-record, campaign-banners, confession-wall)', () => {
  const { baseUrl, open } = useBrowser();
  const call = async <T>(path: string, uid: string, body?: unknown): Promise<{ status: number; content: T; message?: string }> => {
    const res = await fetch(`${baseUrl()}/vue/prodServer${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { userid: uid, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await res.json()) as { status: number; content: T; message?: string };
  };

  it('an application: required fields refused on the page, then a double tap on Send reaches the sandbox once; it shows under My applications', async () => {
    const uid = '41001';
    const { page } = await open(`/vue/activity-event/index?uid=${uid}`);
    const calls = apiCalls(page);
    await page.getByRole('button', { name: 'Apply for Singer Stage' }).click();
    await page.getByRole('heading', { name: 'Apply for an activity' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vue/activity-event/apply');

    const send = page.getByRole('button', { name: 'Send application' });
    await send.click();
    await expect.poll(() => page.getByText('This field is required.').count()).toBe(2);
    await expect.poll(() => page.getByText('Please choose an answer.').count()).toBe(2);
    expect(calls).not.toContain(SAVE);

    await page.getByLabel('Singer Stage').check();
    await page.getByLabel('Room id').fill('900123');
    await page.getByLabel('20:00 – 22:00').check();
    await page.getByLabel('Introduction').fill('Karaoke and games every night');
    await send.dblclick();
    await page.getByText('Application sent! The team will review it; follow its state under My applications.').waitFor();
    expect(countByPath(calls)[SAVE]).toBe(1);
    const records = (await call<{ rows: Array<{ activityId: number; state: string; roomId: string }> }>('/marketing/activeReward/list', uid)).content.rows;
    expect(records).toEqual([expect.objectContaining({ activityId: 12, state: 'pending', roomId: '900123' })]);
    await shot(page, 'activity-apply-sent', { fullPage: true });

    await page.getByRole('button', { name: 'My applications' }).click();
    await page.getByRole('heading', { name: 'My applications' }).waitFor();
    const rows = page.locator('.cw-records__row');
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringMatching(/Singer Stage[\s\S]*Under review/)]);
  });

  it('a confession to an invalid user id is refused with "Please enter a valid user id" (page and sandbox); a valid one is posted once and tops the wall', async () => {
    const uid = '41002';
    const { page } = await open(`/vue/confession?uid=${uid}`);
    await page.getByRole('heading', { name: 'Confession wall' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vue/confession/index');
    const calls = apiCalls(page);
    const wall = page.getByRole('list', { name: 'Latest messages' });
    await wall.getByRole('listitem').first().waitFor();

    const text = 'Thank you for the song last night!';
    await page.getByLabel('To (user id)').fill('12ab');
    await page.getByLabel('Your message').fill(text);
    const post = page.getByRole('button', { name: 'Post', exact: true });
    await post.click();
    await page.getByText('Please enter a valid user id').waitFor();
    expect(calls).not.toContain(POST_CONFESSION);
    const refused = await call('/marketing/confession/save', uid, { toUserId: '12ab', content: text });
    expect([refused.status !== 0, refused.message]).toEqual([true, 'Please enter a valid user id']);

    await page.getByLabel('To (user id)').fill('10003');
    await post.dblclick();
    await page.getByText('Your message is on the wall!').waitFor();
    expect(countByPath(calls)[POST_CONFESSION]).toBe(1);
    await expect.poll(() => wall.getByRole('listitem').first().innerText()).toContain(text);
    await shot(page, 'confession', { fullPage: true });
  });

  it('My applications shows each review state (under review, approved with its reward, not approved with the reason)', async () => {
    const { page } = await open('/vue/activity-event/apply-record?uid=10004');
    await page.getByRole('heading', { name: 'My applications' }).waitFor();
    const rows = page.locator('.cw-records__row');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.allInnerTexts()).toEqual([
      expect.stringMatching(/Singer Stage[\s\S]*The room id does not match your own room\.[\s\S]*Not approved/),
      expect.stringMatching(/Family Night[\s\S]*Reward: Family Night Frame[\s\S]*Approved/),
    ]);
  });

  it('the banner page shows the running campaigns; a tap opens the banner page in the app', async () => {
    const { page } = await open('/vue/banner?uid=10002');
    await page.getByRole('heading', { name: 'Campaigns' }).waitFor();
    const banners = page.getByRole('list', { name: 'Campaigns' }).getByRole('button');
    await expect.poll(() => banners.count()).toBeGreaterThan(2);
    await shot(page, 'banner', { fullPage: true });
    await page.getByRole('button', { name: 'Open Podcast schedule' }).click();
    await page.getByRole('heading', { name: 'Podcast schedule' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vue/podcast/list');
  });

  it('the activity list speaks the page language (Thai)', async () => {
    const { page } = await open('/vue/activity-event?uid=10005&lang=th');
    await page.getByRole('heading', { name: 'สมัครกิจกรรม' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vue/activity-event/index');
    // 10005 has an application for the Good Vibe Room under review; Singer Stage is open to apply.
    await page.getByText('กำลังตรวจสอบ').waitFor();
    await page.getByRole('button', { name: 'สมัคร เวทีนักร้อง' }).waitFor();
    await shot(page, 'activity-event-th', { fullPage: true });
  });
});
