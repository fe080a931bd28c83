import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { shownOnLoad } from './shownOnLoad';

interface Props {
  open: boolean;
  onClose: () => void;
}

function Shown({ open, onClose }: Props) {
  return open ? (
    <div role="dialog" aria-label="Prize">
      <button type="button" onClick={onClose}>
        OK
      </button>
    </div>
  ) : null;
}

/** A part whose load the test lets through (or fails) when it chooses. */
function heldPart() {
  const gates: Array<{ pass: () => void; fail: () => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Shown>((resolve, reject) => {
        gates.push({ pass: () => resolve(Shown), fail: () => reject(new Error('offline')) });
      }),
  );
  return { part: shownOnLoad<Props>(load, (p) => p.open), load, gates };
}

/** A page whose button runs its action and opens the part. */
function Page({ View, act: run }: { View: (p: Props) => React.ReactNode; act: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          run();
          setOpen(true);
        }}
      >
        Draw
      </button>
      <View open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('a part loaded when first shown', () => {
  it('is not fetched while closed; a tap before its code arrives runs once and the dialog shows when the code does', async () => {
    const { part, load, gates } = heldPart();
    const action = vi.fn();
    render(<Page View={part.View} act={action} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Draw' }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => gates[0]!.pass());
    expect(await screen.findByRole('dialog', { name: 'Prize' })).toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once preloaded, opens in the same render as the tap that opens it', async () => {
    const { part, gates } = heldPart();
    const loaded = part.preload();
    gates[0]!.pass();
    await loaded;
    render(<Page View={part.View} act={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Draw' }));
    expect(screen.getByRole('dialog', { name: 'Prize' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a load that failed is asked again by the next preload', async () => {
    const { part, load, gates } = heldPart();
    const first = part.preload();
    gates[0]!.fail();
    await expect(first).rejects.toThrow('offline');
    const second = part.preload();
    expect(load).toHaveBeenCalledTimes(2);
    gates[1]!.pass();
    await expect(second).resolves.toBeUndefined();
  });
});
