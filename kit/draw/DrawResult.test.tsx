import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '@testing/engine';
import { DrawResult, type DrawPrize } from './DrawResult';

// The animation library as the reveal drives it: each call plays at once, shows what it animates and resolves.
const played = vi.hoisted(() => [] as Element[][]);
vi.mock('framer-motion/dom', () => ({
  stagger: (s: number) => s,
  animate: (targets: Iterable<Element>, _frames: unknown, options: { delay: number }) => {
    const els = [...targets];
    played.push(els);
    for (const el of els) (el as HTMLElement).style.opacity = '1';
    return { delay: options.delay, complete: () => undefined, then: (cb: () => void) => Promise.resolve().then(cb) };
  },
}));

afterEach(() => {
  cleanup();
  played.length = 0;
});

const prize = (i: number): DrawPrize => ({ key: `p${i}`, name: `Gift ${i}`, type: 1, special: false, value: 10 * i });
const wt = ((key: string) => ({ resultTitle: 'You won', ok: 'OK', skip: 'Skip' })[key] ?? key) as never;

describe('draw result', () => {
  it('a revealing result animates its cards in and ends the reveal: the prizes never stay hidden', async () => {
    const onRevealed = vi.fn();
    renderWithEngine(<DrawResult phase="revealing" prizes={[prize(1), prize(2), prize(3)]} onRevealed={onRevealed} onSkip={vi.fn()} onClose={vi.fn()} wt={wt} />);
    const dialog = await screen.findByRole('dialog', { name: 'You won' });
    await waitFor(() => expect(onRevealed).toHaveBeenCalledTimes(1));
    const cards = within(dialog).getAllByRole('listitem');
    expect(played).toEqual([cards]);
    for (const card of cards) expect(card).toHaveStyle({ opacity: '1' });
  });

  it('shown at once (reduced motion, or after Skip): the cards are there, nothing animates', async () => {
    const onRevealed = vi.fn();
    renderWithEngine(<DrawResult phase="shown" prizes={[prize(1), prize(2)]} onRevealed={onRevealed} onSkip={vi.fn()} onClose={vi.fn()} wt={wt} />);
    const dialog = await screen.findByRole('dialog', { name: 'You won' });
    expect(within(dialog).getByTestId('draw-result')).not.toHaveClass('draw-result--revealing');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    expect(played).toEqual([]);
    expect(onRevealed).not.toHaveBeenCalled();
  });

  it('OK keeps its place when the reveal ends: Skip leaves its place kept, unseen and out of reach', async () => {
    const props = { prizes: [prize(1)], onRevealed: vi.fn(), onSkip: vi.fn(), onClose: vi.fn(), wt };
    const view = renderWithEngine(<DrawResult phase="revealing" {...props} />);
    const dialog = await screen.findByRole('dialog', { name: 'You won' });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    const skip = within(dialog).getByRole('button', { name: 'Skip' });
    view.rerender(<DrawResult phase="shown" {...props} />);
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBe(ok);
    expect(ok.parentElement?.children).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    expect(skip).toHaveClass('cw-kept-place');
    expect(skip).toBeDisabled();
  });
});
