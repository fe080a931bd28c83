// The standing pages as their campaign files are written: the shared widgets where these pages use them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignPage, type Locale, type LoadedCampaign } from '@engine';
import { loadCampaign } from '@engine/core/authoring';
import { renderWithEngine, type FakeResponses } from '@testing/engine';
import { registry } from '../widgets';

const LANGUAGES: Locale[] = ['en', 'ms', 'th', 'fil', 'vi'];

function campaign(id: string): LoadedCampaign {
  const dir = join(process.cwd(), 'campaigns', id);
  const strings = LANGUAGES.map((locale) => ({ file: `strings/${locale}.yaml`, locale, text: readFileSync(join(dir, `strings/${locale}.yaml`), 'utf8') }));
  const result = loadCampaign({ file: 'campaign.yaml', text: readFileSync(join(dir, 'campaign.yaml'), 'utf8'), strings }, registry);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
  return result.campaign;
}

const render = (id: string, responses: FakeResponses, locale: Locale = 'en') => renderWithEngine(<CampaignPage campaign={campaign(id)} />, { registry, responses, locale });

const records = (total: number) => ({ rows: [], total, pageNum: 1, pageSize: 1, hasMore: total > 1 });

describe('activity index (campaign activity-event): My applications counts the applications under review', () => {
  it('a badge beside My applications shows the count, asked with the pending filter', async () => {
    const { services } = render('activity-event', { '/marketing/activity/apply/listActivityV1': [], '/marketing/activeReward/list': () => records(2) });
    const badge = await screen.findByRole('status', { name: '2 under review' });
    expect(badge).toHaveTextContent('2');
    expect(badge.closest('[data-layout="stack"]')).toContainElement(screen.getByRole('button', { name: 'My applications' }));
    expect(services.http.calls.find((c) => c.path === '/marketing/activeReward/list')?.params).toMatchObject({ state: 'pending' });
  });

  it('in the page language', async () => {
    render('activity-event', { '/marketing/activity/apply/listActivityV1': [], '/marketing/activeReward/list': () => records(3) }, 'th');
    expect(await screen.findByRole('status', { name: 'กำลังตรวจสอบ 3 รายการ' })).toHaveTextContent('3');
  });

  it('no badge when nothing is under review', async () => {
    const { container } = render('activity-event', { '/marketing/activity/apply/listActivityV1': [], '/marketing/activeReward/list': () => records(0) });
    await screen.findByText('No activity takes applications right now. Come back soon!');
    await screen.findByRole('button', { name: 'My applications' });
    expect(container.querySelector('.cw-badge')).toBeNull();
  });
});

describe('empty lists on the standing pages show the empty-state look', () => {
  it('campaign banners with no running campaign', async () => {
    render('campaign-banners', { '/marketing/banner/list': [] });
    const empty = await screen.findByText('No campaign is running right now. Check back soon!');
    expect(empty).toHaveClass('cw-empty__text');
    expect(empty.closest('.cw-empty')?.querySelector('.cw-empty__icon')).not.toBeNull();
  });

  it('my applications with none sent yet', async () => {
    render('activity-apply-record', { '/marketing/activeReward/list': () => records(0) });
    const empty = await screen.findByText('No applications yet');
    expect(empty).toHaveClass('cw-empty__text');
    expect(empty.closest('.cw-empty')?.querySelector('.cw-empty__icon')).not.toBeNull();
  });
});
