import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LATE_ENTRANCE_MS, useEntrance } from './useEntrance';

type Load = NonNullable<Parameters<typeof useEntrance>[3]>;

function library() {
  const controls = { stop: vi.fn() };
  const animate = vi.fn(() => controls);
  let resolve!: () => void;
  const arrived = new Promise<void>((r) => (resolve = r));
  let handed: Promise<unknown> = arrived;
  const load: Load = vi.fn(() => (handed = arrived.then(() => ({ animate }) as unknown as Awaited<ReturnType<Load>>)) as ReturnType<Load>);
  /** Hands the library over; resolves once the hook, which asked for it first, has taken it. */
  const arrive = async () => {
    resolve();
    await handed;
  };
  return { animate, controls, load, arrive };
}

describe('a dialog entrance', () => {
  afterEach(() => vi.restoreAllMocks());

  it('plays when its code is there as the dialog appears, and stops when the dialog goes', async () => {
    const lib = library();
    const panel = document.createElement('div');
    const { unmount } = renderHook(() => useEntrance(panel, 'center', true, lib.load));
    await lib.arrive();
    await waitFor(() => expect(lib.animate).toHaveBeenCalledWith(panel, { opacity: [0, 1], scale: [0.9, 1] }, { duration: 0.2, ease: 'easeOut' }));
    unmount();
    expect(lib.controls.stop).toHaveBeenCalled();
  });

  it('is not played when its code comes after the dialog has been on screen: nothing vanishes or moves under a tap', async () => {
    const lib = library();
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    renderHook(() => useEntrance(document.createElement('div'), 'bottom', true, lib.load));
    await waitFor(() => expect(lib.load).toHaveBeenCalled());
    now.mockReturnValue(1000 + LATE_ENTRANCE_MS + 1);
    await lib.arrive();
    // The hook took the library before this line: it asked for it first.
    expect(lib.animate).not.toHaveBeenCalled();
  });

  it('fetches its code once the page is idle while the dialog is closed, so that it is there when it opens', async () => {
    const lib = library();
    const { rerender } = renderHook(({ open }) => useEntrance(null, 'center', open, lib.load), { initialProps: { open: false } });
    await waitFor(() => expect(lib.load).toHaveBeenCalledTimes(1));
    rerender({ open: false });
    await lib.arrive();
    expect(lib.load).toHaveBeenCalledTimes(1);
    expect(lib.animate).not.toHaveBeenCalled();
  });
});
