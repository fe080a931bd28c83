import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '@testing/engine';
import NumberRoller from './Component';
import type { NumberRollerProps } from './schema';

const base: NumberRollerProps = { value: 0, rolling: false, min: 0, max: 9, step: 1, intervalMs: 40 };
const node = { type: 'number-roller', path: 'page[0]' };

describe('number-roller widget', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('rolls while `rolling`, then slows down onto `value` (running, stopping, stopped)', () => {
    const { container, rerender } = renderWithEngine(<NumberRoller props={{ ...base, value: 2 }} children={[]} node={node} />);
    const roller = () => container.querySelector('.cw-roller') as HTMLElement;
    expect(roller()).toHaveAttribute('data-state', 'stopped');
    expect(roller()).toHaveTextContent('2');

    rerender(<NumberRoller props={{ ...base, value: 2, rolling: true }} children={[]} node={node} />);
    expect(roller()).toHaveAttribute('data-state', 'running');
    act(() => vi.advanceTimersByTime(120));
    expect(roller()).toHaveTextContent('5');

    rerender(<NumberRoller props={{ ...base, value: 9, rolling: false }} children={[]} node={node} />);
    expect(roller()).toHaveAttribute('data-state', 'stopping');
    act(() => vi.advanceTimersByTime(40 + 140 + 240 + 440));
    expect(roller()).toHaveAttribute('data-state', 'stopped');
    expect(roller()).toHaveTextContent('9');
  });

  it('a value change while idle shows at once', () => {
    const { container, rerender } = renderWithEngine(<NumberRoller props={{ ...base, value: 1 }} children={[]} node={node} />);
    rerender(<NumberRoller props={{ ...base, value: 7 }} children={[]} node={node} />);
    expect(container.querySelector('.cw-roller')).toHaveTextContent('7');
  });
});
