import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import Heading from './Component';
import { headingProps } from './schema';

afterEach(cleanup);

const campaign = testCampaign({
  strings: {
    en: { title: 'Starlight Gift Festival', sub: 'Send gifts, climb the ranking, win exclusive rewards' },
    vi: { title: 'Lễ hội quà tặng Ánh Sao', sub: 'Tặng quà, leo hạng, nhận phần thưởng độc quyền' },
  },
});
const node = { type: 'heading', path: 'page[1]' };

describe('heading', () => {
  it('renders the title as a real heading and the subtitle from string keys', () => {
    const props = headingProps.parse({ title: 'title', subtitle: 'sub' });
    renderWithEngine(<Heading props={props} children={[]} node={node} />, { campaign });
    expect(screen.getByRole('heading', { level: 1, name: 'Starlight Gift Festival' })).toBeInTheDocument();
    expect(screen.getByText('Send gifts, climb the ranking, win exclusive rewards')).toBeInTheDocument();
  });

  it('uses the requested level and the vn page reads the Vietnamese strings', () => {
    const props = headingProps.parse({ title: 'title', level: 2 });
    renderWithEngine(<Heading props={props} children={[]} node={node} />, { campaign, locale: 'vn' });
    expect(screen.getByRole('heading', { level: 2, name: 'Lễ hội quà tặng Ánh Sao' })).toBeInTheDocument();
  });

  it('only levels 1 to 3 are accepted', () => {
    expect(headingProps.safeParse({ title: 'title', level: 4 }).success).toBe(false);
  });
});
