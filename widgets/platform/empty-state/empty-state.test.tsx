import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignPage, layoutWidgets, type Locale, type PageNode } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { emptyState } from './index';

const page = (node: PageNode, locale: Locale = 'en') =>
  renderWithEngine(<CampaignPage campaign={testCampaign({ page: [node], strings: { en: { none: 'No rewards yet' } } })} />, { registry: [...layoutWidgets, emptyState], locale });

describe('empty-state', () => {
  afterEach(cleanup);

  it("the default text is 'data is not found'", async () => {
    page({ type: 'empty-state' });
    expect(await screen.findByText('data is not found')).toBeInTheDocument();
  });

  it('the default text follows the language (shared locale strings)', async () => {
    page({ type: 'empty-state' }, 'ms');
    expect(await screen.findByText('data tidak dijumpai')).toBeInTheDocument();
  });

  it('shows a campaign text and an allowlisted picture', async () => {
    const { container } = page({ type: 'empty-state', props: { text: 'none', image: '/img/empty.png' } });
    expect(await screen.findByText('No rewards yet')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/empty.png');
  });

  it('a picture URL outside the allowlist is not loaded', async () => {
    const { container } = page({ type: 'empty-state', props: { image: 'https://evil.example/x.png' } });
    await screen.findByText('data is not found');
    expect(container.querySelector('img')).toBeNull();
  });
});
