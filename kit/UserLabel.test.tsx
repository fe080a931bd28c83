import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserLabel } from './UserLabel';

describe('UserLabel', () => {
  it('shows an allowlisted avatar', () => {
    const { container } = render(<UserLabel name="Ann" avatar="/vue/sandbox/avatar/10001.svg" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/vue/sandbox/avatar/10001.svg');
  });

  // An API answer's avatar the browser would load from another host: `\` reads as `/`, tabs and newlines are dropped.
  it.each(['/\\evil.example/a.png', '\\\\evil.example/a.png', '/\\/evil.example/a.png', '/\t/evil.example/a.png', '//evil.example/a.png'])('shows the placeholder for the avatar %j', (avatar) => {
    const { container } = render(<UserLabel name="Ann" avatar={avatar} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.cw-user__avatar--empty')).not.toBeNull();
  });
});
