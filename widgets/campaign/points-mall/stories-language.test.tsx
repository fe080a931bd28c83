import { cleanup, render, screen } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as stories from './PointsMall.stories';

setProjectAnnotations([preview]);
afterEach(cleanup);

describe('points mall stories', () => {
  it('the Thai story shows the items as a Thai page gets them, not in English', async () => {
    const { Thai } = composeStories(stories);
    render(<Thai />);
    expect(await screen.findByText('กรอบกุหลาบ (7 วัน)')).toBeInTheDocument();
    expect(screen.queryByText('Rose frame (7 days)')).toBeNull();
  });
});
