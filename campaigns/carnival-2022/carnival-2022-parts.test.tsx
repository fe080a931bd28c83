// The 2022 carnival's diamond rain wheel, lucky egg and mall as written (campaign.yaml and strings) against the
// sandbox, in each phase (not started, running, ended) and in Thai and Malay: before the start the countdown, while
// running the part's own screen with its data, after the end the closing line, each in the page language.
import { readFileSync } from 'node:fs';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { openCampaignPage, preloadWidgets } from '@testing/app/openCampaignPage';

beforeAll(() => preloadWidgets(['heading', 'countdown', 'text', 'stack', 'button', 'rules-dialog', 'tabs', 'tab', 'draw-panel', 'record-list', 'product-modal', 'golden-egg', 'task-list', 'points-mall']), 120_000);
afterEach(cleanup);

/** Each part, and the tab its running screen opens on. */
const PARTS = [
  { id: 'diamond-rain-wheel', runningTab: 'tabWheel' },
  { id: 'lucky-egg-2022', runningTab: 'tabTasks' },
  { id: 'carnival-mall-2022', runningTab: 'tabMall' },
] as const;
const AT = { notStarted: '2026-11-10T12:00:00+08:00', running: '2026-11-22T12:00:00+08:00', ended: '2100-01-02T12:00:00+08:00' } as const;
const stringsOf = (id: string, lang: string) => parse(readFileSync(`campaigns/${id}/strings/${lang}.yaml`, 'utf8')) as Record<string, string>;

describe.each(['th', 'ms'] as const)('carnival 2022 parts in %s', (lang) => {
  it.each(PARTS.map((p) => [p.id, p] as const))('%s: the countdown before the start, its screen while running, the closing line after the end', async (id, part) => {
    const words = stringsOf(id, lang);
    await openCampaignPage(id, { userId: '74100', at: AT.notStarted, locale: lang });
    expect(await screen.findByRole('heading', { name: words.title! })).toBeInTheDocument();
    expect((await screen.findAllByText(words.startsIn!, { exact: false })).length).toBeGreaterThan(0);
    expect(screen.queryByText(words.ended!)).toBeNull();
    cleanup();

    await openCampaignPage(id, { userId: '74101', at: AT.running, locale: lang });
    expect(await screen.findByRole('tab', { name: words[part.runningTab]! })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: words.tabRecords! })).toBeInTheDocument();
    expect(screen.queryByText(words.ended!)).toBeNull();
    cleanup();

    await openCampaignPage(id, { userId: '74102', at: AT.ended, locale: lang });
    expect(await screen.findByText(words.ended!)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: words[part.runningTab]! })).toBeNull();
  });
});
