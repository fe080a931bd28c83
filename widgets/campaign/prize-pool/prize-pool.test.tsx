import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCompactNumber } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import PrizePool from './Component';
import { prizePoolProps } from './schema';

afterEach(cleanup);

const node = { type: 'prize-pool', path: 'page[2]' };

describe('prize-pool', () => {
  it('marks high (2) and limited (3) prizes and formats values', () => {
    const props = prizePoolProps.parse({ prizes: [{ name: 'Rose', value: 10, prizeType: 1 }, { name: 'Sports car', value: 52000, prizeType: 2 }, { name: 'Castle', value: 1500000, prizeType: 3 }] });
    const { container } = renderWithEngine(<PrizePool props={props} children={[]} node={node} />, { campaign: testCampaign() });
    expect([...container.querySelectorAll('li')].map((li) => li.getAttribute('data-tier'))).toEqual(['normal', 'high', 'limited']);
    expect(screen.getByText('Limited')).toBeInTheDocument();
    expect(screen.getByText('1.5M')).toBeInTheDocument();
    expect(screen.getByText(formatCompactNumber(52000))).toBeInTheDocument();
  });

  it('loading shows a skeleton', () => {
    const { container } = renderWithEngine(<PrizePool props={prizePoolProps.parse({})} children={[]} node={node} />, { campaign: testCampaign() });
    expect(container.querySelector('.cw-skeleton')).not.toBeNull();
  });
});
