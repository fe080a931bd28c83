import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import UserChip from './Component';
import { userChipProps } from './schema';

afterEach(cleanup);

const node = { type: 'user-chip', path: 'page[0]' };

describe('user-chip', () => {
  it('shows avatar, name and id', () => {
    const props = userChipProps.parse({ name: 'LunaStar', avatar: '/vue/avatar.svg', userId: 10001 });
    const { container } = renderWithEngine(<UserChip props={props} children={[]} node={node} />, { campaign: testCampaign() });
    expect(screen.getByText('LunaStar')).toBeInTheDocument();
    expect(screen.getByText('ID: 10001')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/vue/avatar.svg');
  });

  it('hostile names stay text; unsafe avatars are not loaded; 5,000 characters are cut', () => {
    const props = userChipProps.parse({ name: `<img src=x onerror=alert(1)>${'x'.repeat(5000)}`, avatar: 'javascript:alert(1)' });
    const { container } = renderWithEngine(<UserChip props={props} children={[]} node={node} />, { campaign: testCampaign() });
    expect(container.querySelector('img')).toBeNull();
    const name = container.querySelector('.cw-user__name') as HTMLElement;
    expect(name.textContent!.startsWith('<img src=x onerror=alert(1)>')).toBe(true);
    expect(name.textContent!.length).toBeLessThan(200);
  });
});
