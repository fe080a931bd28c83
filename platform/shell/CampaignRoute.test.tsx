import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DefinitionIssue } from '@engine/core/types';
import { testCampaign } from '@engine/testing';
import { renderShell } from '../testing/renderShell';

const errors: DefinitionIssue[] = [
  { severity: 'error', file: 'campaigns/xmas/campaign.yaml', path: 'page[2].props.limit', message: 'Expected a number', line: 14, col: 9, expected: 'number', found: 'string' },
  { severity: 'error', file: 'campaigns/xmas/campaign.yaml', path: 'page[3].type', message: 'Unknown widget "rankng-list"', line: 20, col: 5 },
];
const invalid = { id: 'xmas', routes: ['/act/christmas'], load: async () => ({ errors }) };

describe('CampaignRoute', () => {
  afterEach(cleanup);

  it('in development an invalid campaign lists every error as file:line:col, path and message', async () => {
    renderShell('/vue/act/christmas', { campaigns: [invalid] });
    const panel = await screen.findByTestId('campaign-errors');
    expect(panel).toHaveTextContent('Campaign definition errors: 2');
    expect(panel).toHaveTextContent('campaigns/xmas/campaign.yaml:14:9');
    expect(panel).toHaveTextContent('page[2].props.limit');
    expect(panel).toHaveTextContent('Expected a number');
    expect(panel).toHaveTextContent('expected number');
    expect(panel).toHaveTextContent('campaigns/xmas/campaign.yaml:20:5');
    expect(panel).toHaveTextContent('Unknown widget "rankng-list"');
  });

  it('in production an invalid campaign shows a friendly localized error instead', async () => {
    renderShell('/vue/act/christmas?lang=th', { campaigns: [invalid], production: true, locale: 'th' });
    expect(await screen.findByRole('alert')).toHaveTextContent('กิจกรรมนี้ยังไม่พร้อมใช้งาน');
    expect(screen.queryByTestId('campaign-errors')).toBeNull();
    expect(screen.queryByText(/page\[2\]/)).toBeNull();
  });

  it('a campaign route wins over the platform page of the same path', async () => {
    renderShell('/vue/act/christmas', { campaigns: [invalid], comingSoon: ['/act/christmas'], pages: { '/act/christmas': async () => ({ default: () => <p>platform page</p> }) } });
    expect(await screen.findByTestId('campaign-errors')).toBeInTheDocument();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(screen.queryByText('platform page')).toBeNull();
  });

  it('a valid campaign renders on its route (module default export) with its title as the page title', async () => {
    const campaign = testCampaign({ id: 'starlight', routes: ['/act/starlight'], strings: { en: { title: 'Starlight Festival' }, ms: { title: 'Pesta Starlight' } } });
    const entry = { id: 'starlight', routes: ['/act/starlight'], load: async () => ({ default: campaign }) };
    const { container } = renderShell('/vue/act/starlight', { campaigns: [entry], locale: 'ms' });
    await screen.findByTestId('shell-page');
    await waitFor(() => expect(container.querySelector('[data-campaign="starlight"]')).not.toBeNull());
    await waitFor(() => expect(document.title).toBe('Pesta Starlight'));
  });

  it('a compiled campaign shows in the page language once its strings are in, and loads another language when the page switches to it', async () => {
    const loads: string[] = [];
    const language = (pack: string, title: string) => async () => (loads.push(pack), { default: { strings: { title } } });
    const campaign = {
      ...testCampaign({ id: 'starlight', routes: ['/act/starlight'], strings: { en: { title: 'Starlight Festival' } } }),
      languages: { th: language('th', 'เทศกาลสตาร์ไลท์'), vi: language('vi', 'Lễ hội Starlight') },
    };
    const entry = { id: 'starlight', routes: ['/act/starlight'], load: async () => ({ default: campaign }) };
    const { services } = renderShell('/vue/act/starlight', { campaigns: [entry], locale: 'th' });
    await waitFor(() => expect(document.title).toBe('เทศกาลสตาร์ไลท์'));
    expect(loads).toEqual(['th']);
    await act(() => services.i18n.changeLanguage('vn'));
    await waitFor(() => expect(document.title).toBe('Lễ hội Starlight'));
    expect(loads).toEqual(['th', 'vi']);
  });
});
