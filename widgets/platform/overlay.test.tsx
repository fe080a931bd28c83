import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignPage, layoutWidgets, overlay, type PageNode } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { button } from './button';


const page = (overlayNode: Omit<PageNode, 'type'>) =>
  renderWithEngine(
    <CampaignPage
      campaign={testCampaign({
        page: [
          { type: 'button', props: { text: 'open', action: 'show' } },
          { type: 'overlay', id: 'gift', ...overlayNode, children: [{ type: 'button', props: { text: 'inside' } }] },
        ],
        actions: { show: [{ type: 'openModal', id: 'gift' }] },
        strings: { en: { title: 'T', open: 'Open gift', inside: 'Claim', heading: 'Your gift' } },
      })}
    />,
    { registry: [...layoutWidgets, button, overlay] },
  );

describe('overlay', () => {
  afterEach(cleanup);

  it('opens by id, names itself after its title and moves focus inside', async () => {
    page({ props: { title: 'heading' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Open gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your gift' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await screen.findByRole('button', { name: 'Claim' });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('the position is center, top or bottom', async () => {
    page({ props: { position: 'bottom', title: 'heading' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open gift' }));
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-position', 'bottom');
  });

  it('closes on Escape, on the close button and on the backdrop, and gives focus back', async () => {
    page({ props: { title: 'heading' } });
    const opener = await screen.findByRole('button', { name: 'Open gift' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(opener);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps Tab inside the dialog', async () => {
    page({ props: { title: 'heading' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open gift' }));
    const claim = await screen.findByRole('button', { name: 'Claim' });
    const close = screen.getByRole('button', { name: 'Close' });
    claim.focus();
    fireEvent.keyDown(claim, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(claim);
  });

  it('a backdrop tap does not close it when closeOnOverlay is false', async () => {
    page({ props: { title: 'heading', closeOnOverlay: false } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open gift' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('props written for version 1 (closeOnBackdrop, closeButton) keep their meaning', async () => {
    page({ version: 1, props: { title: 'heading', closeOnBackdrop: false, closeButton: false } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open gift' }));
    await screen.findByRole('dialog', { name: 'Your gift' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens from a binding, without an openModal step', async () => {
    page({ props: { title: 'heading', open: '{{state.showGift ?? true}}' } });
    expect(await screen.findByRole('dialog', { name: 'Your gift' })).toBeInTheDocument();
  });
});
