import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '@testing/engine/renderWithEngine';
import { testCampaign } from '@testing/engine/testCampaign';
import { Dialog } from './Dialog';

afterEach(cleanup);

const cover = () => document.querySelector<HTMLElement>('[data-testid="tap-shield"]');

/** A page with a spending button under a dialog that OK closes; `pageTaps` counts what reaches the page's handlers. */
function Page({ pageTaps }: { pageTaps: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <div onClick={pageTaps} onPointerDown={pageTaps}>
      <button type="button">Draw</button>
      <Dialog open={open} label="Result" onClose={() => setOpen(false)}>
        <button type="button" onClick={() => setOpen(false)}>
          OK
        </button>
      </Dialog>
    </div>
  );
}

describe('dialog: the tap that closes it stays with it', () => {
  it('a tap on OK closes the dialog without reaching the page, and a quick second tap is taken by a cover over the page', async () => {
    const pageTaps = vi.fn();
    const onDocument = vi.fn();
    render(<Page pageTaps={pageTaps} />);
    const ok = await screen.findByRole('button', { name: 'OK' });
    act(() => {
      fireEvent.pointerDown(ok);
      fireEvent.pointerUp(ok);
      fireEvent.click(ok);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pageTaps).not.toHaveBeenCalled();
    // The page is covered: the cover is the last thing on it, and what it takes goes no further.
    const shield = cover();
    expect(shield).not.toBeNull();
    expect(document.body.lastElementChild).toBe(shield);
    document.addEventListener('click', onDocument);
    fireEvent.pointerDown(shield!);
    fireEvent.click(shield!);
    document.removeEventListener('click', onDocument);
    expect(onDocument).not.toHaveBeenCalled();
    expect(pageTaps).not.toHaveBeenCalled();
    // Then the page takes taps again.
    await waitFor(() => expect(cover()).toBeNull());
  });

  it('a dialog closed without a tap (Escape) leaves the page free at once', async () => {
    render(<Page pageTaps={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Result' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cover()).toBeNull();
  });
});

describe('dialog: in the campaign theme', () => {
  it("drawn at the end of <body>, outside the page's element, its text and surface are the theme's colours", async () => {
    const campaign = testCampaign({ theme: { colors: { surface: '#3b2614', text: '#fff3e6' } } });
    renderWithEngine(
      <Dialog label="Fight result">
        <p>Winner: Weak Chicken</p>
      </Dialog>,
      { campaign },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Fight result' });
    const themed = dialog.closest<HTMLElement>('.cw-theme');
    expect(themed?.style.getPropertyValue('--color-surface')).toBe('#3b2614');
    expect(themed?.style.getPropertyValue('--color-text')).toBe('#fff3e6');
    expect(themed?.style.color).toBe('var(--color-text)');
  });
});
