import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignPage, layoutWidgets, type PageNode } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { button } from '../button';
import { loadingOverlay } from './index';

const page = (nodes: PageNode[]) =>
  renderWithEngine(
    <CampaignPage
      campaign={testCampaign({
        page: nodes,
        actions: { start: [{ type: 'setState', key: 'busy', value: true }] },
        strings: { en: { go: 'Start', wait: 'Saving your entry' } },
      })}
    />,
    { registry: [...layoutWidgets, loadingOverlay, button] },
  );

describe('loading-overlay', () => {
  afterEach(cleanup);

  it('covers the page with a spinner and the shared loading text', async () => {
    page([{ type: 'loading-overlay' }]);
    const overlay = await screen.findByRole('alert');
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    expect(overlay).toHaveTextContent('Loading…');
  });

  it('follows a binding: hidden until the state turns it on, with a campaign text', async () => {
    page([
      { type: 'loading-overlay', props: { visible: '{{state.busy ?? false}}', text: 'wait' } },
      { type: 'button', props: { text: 'go', action: 'start' } },
    ]);
    const start = await screen.findByRole('button', { name: 'Start' });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(start);
    expect(await screen.findByRole('alert')).toHaveTextContent('Saving your entry');
  });

  it('renders nothing when not visible', async () => {
    const { container } = page([{ type: 'loading-overlay', props: { visible: false } }, { type: 'button', props: { text: 'go' } }]);
    await screen.findByRole('button', { name: 'Start' });
    expect(container.querySelector('.cw-loading')).toBeNull();
  });
});
