import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignPage, layoutWidgets, type PageNode } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { badge } from './index';
import { badgeText } from './schema';

const page = (node: PageNode) => renderWithEngine(<CampaignPage campaign={testCampaign({ page: [node] })} />, { registry: [...layoutWidgets, badge] });

describe('badge', () => {
  afterEach(cleanup);

  it('numbers above max show as max+', async () => {
    page({ type: 'badge', props: { value: 120 } });
    expect(await screen.findByText('99+')).toBeInTheDocument();
  });

  it('a custom max is honoured and numbers up to it show as is', async () => {
    page({ type: 'badge', props: { value: 10, max: 9 } });
    expect(await screen.findByText('9+')).toBeInTheDocument();
    expect(badgeText(9, 9)).toBe('9');
    expect(badgeText(3.7, 99)).toBe('3');
  });

  it('hides a zero count unless showZero', async () => {
    const campaign = testCampaign({ page: [{ type: 'badge', props: { value: 0 } }, { type: 'badge', props: { value: 0, showZero: true } }, { type: 'badge', props: { value: 7 } }] });
    const { container } = renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, badge] });
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(await screen.findByText('0')).toBeInTheDocument();
    expect(container.querySelectorAll('.cw-badge')).toHaveLength(2);
  });

  it('names the count for screen readers from the shared strings', async () => {
    page({ type: 'badge', props: { value: 5 } });
    expect(await screen.findByRole('status', { name: '5 new' })).toHaveTextContent('5');
  });

  it('a campaign label names what the count is, with the capped number', async () => {
    const campaign = testCampaign({ page: [{ type: 'badge', props: { value: 120, label: 'pending' } }], strings: { en: { pending: '{count} under review' } } });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, badge] });
    expect(await screen.findByRole('status', { name: '99+ under review' })).toHaveTextContent('99+');
  });
});
