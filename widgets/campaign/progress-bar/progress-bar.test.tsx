import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import ProgressBar from './Component';
import { progressBarProps } from './schema';

afterEach(cleanup);

const node = { type: 'progress-bar', path: 'page[2]' };
const campaign = testCampaign({ strings: { en: { title: 'T', lights: 'Lights {value}/{max}', m1: 'Badge', m2: 'Frame' } } });

describe('progress-bar', () => {
  it('is an accessible progress bar and lights up reached milestones', () => {
    const props = progressBarProps.parse({ value: 80, label: 'lights', milestones: [{ at: 40, label: 'm1' }, { at: 80, label: 'm2' }, { at: 150 }] });
    const { container } = renderWithEngine(<ProgressBar props={props} children={[]} node={node} />, { campaign });
    const bar = screen.getByRole('progressbar', { name: 'Lights 80/150' });
    expect(bar).toHaveAttribute('aria-valuenow', '80');
    expect(bar).toHaveAttribute('aria-valuemax', '150');
    expect([...container.querySelectorAll('li')].map((li) => li.getAttribute('data-reached'))).toEqual(['true', 'true', 'false']);
    expect(screen.getByText('Frame')).toBeInTheDocument();
  });

  it('a milestone at the end of the bar keeps its label inside the bar; the others are centred on their point', () => {
    const props = progressBarProps.parse({ value: 95, milestones: [{ at: 40, label: 'm1' }, { at: 80, label: 'm2' }, { at: 150, label: 'm2' }] });
    const { container } = renderWithEngine(<ProgressBar props={props} children={[]} node={node} />, { campaign });
    expect([...container.querySelectorAll('li')].map((li) => li.classList.contains('cw-progress__mark--end'))).toEqual([false, false, true]);
  });

  it('never overflows past max', () => {
    const props = progressBarProps.parse({ value: 500, max: 100 });
    const { container } = renderWithEngine(<ProgressBar props={props} children={[]} node={node} />, { campaign });
    expect((container.querySelector('.cw-progress__fill') as HTMLElement).style.width).toBe('100%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
