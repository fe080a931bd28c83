// The form pages in a real browser against the sandbox: a bug report with a cropped screenshot uploaded to the
// signed storage host (the sandbox keeps the file and the report naming it); a questionnaire that sends
// nothing while required answers are missing, then one answer on a double tap; Thai and Malay pages.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, useBrowser } from './harness';
import { apiCalls, countByPath } from './network';

interface Received { uploads: Array<{ key: string; userId: string; type: string; size: number }>; bugReports: Array<{ userId: string; category: string; content: string; images: string[]; app: Record<string, string> }>; naireAnswers: Array<{ userId: string; answers: Record<string, unknown> }> }

/** A picture drawn in the page, as a phone screenshot would be: png bytes. */
async function screenshotPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 540;
    c.height = 960;
    const g = c.getContext('2d')!;
    g.fillStyle = '#22305a';
    g.fillRect(0, 0, 540, 960);
    g.fillStyle = '#ffcc00';
    g.fillRect(40, 200, 460, 120);
    g.fillStyle = '#ffffff';
    g.font = '40px sans-serif';
    g.fillText('Gift banner', 80, 280);
    return c.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

describe('forms (campaigns bug-report, questionnaire)', () => {
  const { baseUrl, open } = useBrowser();
  const received = async (): Promise<Received> => {
    const res = await fetch(`${baseUrl()}/vue/sandbox/control`);
    return ((await res.json()) as { content: { received: Received } }).content.received;
  };
  const control = (body: Record<string, unknown>) => fetch(`${baseUrl()}/vue/sandbox/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('bug report: a cropped screenshot is uploaded to the signed host, a failed send keeps everything, the report names the file', async () => {
    const uid = '41001';
    const { page } = await open(`/vue/feedback/bug?uid=${uid}`);
    await page.getByRole('heading', { name: 'Report a problem' }).waitFor();
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Please choose an answer.').waitFor();
    await page.getByText('This field is required.').waitFor();

    await page.getByRole('radio', { name: 'Something looks wrong on screen' }).check();
    const description = 'The gift banner covers the seat list in every room.';
    await page.getByLabel('What happened?').fill(description);
    await page.locator('input[type="file"]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: await screenshotPng(page) });
    const dialog = page.getByRole('dialog', { name: 'Crop the picture' });
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await expect.poll(() => confirm.isEnabled(), { timeout: 15_000 }).toBe(true);
    await confirm.click();
    await page.getByRole('img', { name: 'Picture 1' }).waitFor();
    await expect.poll(async () => (await received()).uploads.filter((u) => u.userId === uid).length).toBe(1);
    await expect.poll(() => page.getByText('Uploading…').count()).toBe(0);
    const [file] = (await received()).uploads.filter((u) => u.userId === uid);
    expect(file!.key).toMatch(new RegExp(`^feedback/\\d{4}-\\d{2}-\\d{2}/${uid}/[A-Za-z0-9]{32}\\d{13}\\.png$`));
    expect(file!.type).toBe('image/png');
    expect(file!.size).toBeGreaterThan(1000);

    await control({ faults: ['network:/admin/crush/report'] });
    try {
      await page.getByRole('button', { name: 'Send report' }).click();
      await page.getByText('Nothing you entered was lost. Tap “Send report” to try again.').waitFor();
    } finally {
      await control({ clearFaults: true });
    }
    expect(await page.getByLabel('What happened?').inputValue()).toBe(description);
    expect(await page.getByRole('radio', { name: 'Something looks wrong on screen' }).isChecked()).toBe(true);
    await page.getByRole('img', { name: 'Picture 1' }).waitFor();
    expect((await received()).bugReports.filter((r) => r.userId === uid)).toEqual([]);

    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thank you! Your report was received and our team will look into it.').waitFor();
    await shot(page, 'bug-report-sent', { fullPage: true });
    const reports = (await received()).bugReports.filter((r) => r.userId === uid);
    expect(reports).toEqual([expect.objectContaining({ category: 'display', content: description, images: [file!.key] })]);
    expect(reports[0]!.app).toMatchObject({ language: expect.any(String), platform: expect.any(String) });
  });

  it('questionnaire: /naire opens it; nothing is sent without the required answers; a double tap sends once; reopened it says already answered', async () => {
    const uid = '41002';
    const { page } = await open(`/vue/naire?uid=${uid}`);
    const calls = apiCalls(page);
    expect(new URL(page.url()).pathname).toBe('/vue/naire/index');
    await page.getByRole('heading', { name: 'Questionnaire' }).waitFor();
    await page.getByRole('radio', { name: 'Every day' }).waitFor();
    const send = page.getByRole('button', { name: 'Send my answers' });
    await send.click();
    await expect.poll(() => page.getByText('Please choose an answer.').count()).toBe(3);
    await page.getByRole('radio', { name: 'Every day' }).check();
    await page.getByRole('checkbox', { name: 'Lucky draws' }).check();
    await send.click();
    await expect.poll(() => page.getByText('Please choose an answer.').count()).toBe(1);
    expect(countByPath(calls)['/activity/questionnaire/answer']).toBeUndefined();

    await page.getByRole('radio', { name: 'Very satisfied' }).check();
    await page.getByLabel('What should we improve?').fill('More karaoke nights');
    await send.dblclick();
    await page.getByText('Thank you for your answers! They help us choose the next events.').waitFor();
    expect(countByPath(calls)['/activity/questionnaire/answer']).toBe(1);
    const mine = (await received()).naireAnswers.filter((a) => a.userId === uid);
    expect(mine).toEqual([expect.objectContaining({ answers: { q1: 'daily', q2: ['draws'], q3: 'high', q4: 'More karaoke nights' } })]);

    await page.reload();
    await page.getByText('You have already answered this questionnaire. Thank you! Each account answers once.').waitFor();
    expect(await page.getByRole('button', { name: 'Send my answers' }).count()).toBe(0);
  });

  it('the questionnaire in Thai (questions worded by the server too) and the bug report in Malay', async () => {
    const th = await open('/vue/naire/index?uid=41003&lang=th');
    await th.page.getByRole('heading', { name: 'แบบสอบถาม' }).waitFor();
    await th.page.getByRole('group', { name: /คุณเข้าห้องไลฟ์บ่อยแค่ไหน/ }).waitFor();
    await th.page.getByRole('button', { name: 'ส่งคำตอบของฉัน' }).click();
    await expect.poll(() => th.page.getByText('โปรดเลือกคำตอบ').count()).toBe(3);
    await shot(th.page, 'questionnaire-th', { fullPage: true });

    const ms = await open('/vue/feedback/bug?uid=41004&lang=ms');
    await ms.page.getByRole('heading', { name: 'Laporkan masalah' }).waitFor();
    await ms.page.getByText('Tambah gambar').waitFor();
    await ms.page.getByRole('button', { name: 'Hantar laporan' }).click();
    await ms.page.getByText('Ruangan ini wajib diisi.').waitFor();
  });
});
