import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import LevelDisplay from './LevelDisplay';
import { levelDisplayProps } from './schema';

afterEach(cleanup);

const campaign = testCampaign({
  strings: {
    en: { title: 'Our nest', house1: 'Ice Cream House', house2: 'Donut House', house3: 'Romantic Cottage' },
    th: { title: 'รังรักของเรา', house1: 'บ้านไอศกรีม', house2: 'บ้านโดนัท', house3: 'กระท่อมโรแมนติก' },
  },
});
const node = { type: 'level-display', path: 'page[0]' };
const levels = [{ level: 1, points: 100 }, { level: 2, points: 520 }, { level: 3, points: 1314, name: 'Cottage' }];
const show = (props: Record<string, unknown>, locale: 'en' | 'th' = 'en') =>
  renderWithEngine(<LevelDisplay props={levelDisplayProps.parse({ levels, nameKey: 'house{level}', ...props })} children={[]} node={node} />, { campaign, locale });

describe('level-display', () => {
  it('names the current level and the next with the value still needed, in the page language', async () => {
    show({ value: 600, title: 'title' }, 'th');
    expect(await screen.findByRole('heading', { name: 'รังรักของเรา' })).toBeInTheDocument();
    expect(screen.getByText('ระดับ 2 บ้านโดนัท')).toBeInTheDocument();
    expect(screen.getByText('ถัดไป: ระดับ 3 กระท่อมโรแมนติก ที่ 1,314 (อีก 714)')).toBeInTheDocument();
  });

  it('marks each level unlocked, current or locked by its threshold', async () => {
    show({ value: 520 });
    const cells = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(cells.map((c) => c.dataset.state)).toEqual(['unlocked', 'current', 'locked']);
    expect(cells[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '520');
  });

  it('below the first threshold nothing is unlocked; past the last it says the top is reached', async () => {
    show({ value: 0 });
    expect(await screen.findByText('Not unlocked yet')).toBeInTheDocument();
    expect(screen.getByText('Next: Lv.1 Ice Cream House at 100 (100 to go)')).toBeInTheDocument();
    cleanup();
    show({ value: 99_999, nameKey: undefined });
    expect(await screen.findByText('Lv.3 Cottage')).toBeInTheDocument();
    expect(screen.getByText('Top level reached')).toBeInTheDocument();
  });
});
