import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '../../engine/testing';
import BlindBox from './BlindBox';
import { blindBoxProps } from './schema';

afterEach(cleanup);

const campaign = testCampaign({ strings: { en: { title: 'Weekly stars' }, th: { title: 'ดาวประจำสัปดาห์' } } });
const node = { type: 'blind-box', path: 'page[0]' };

describe('blind-box', () => {
  it('shows the title of its string key and its own invitation, in the page language', async () => {
    renderWithEngine(<BlindBox props={blindBoxProps.parse({ title: 'title' })} children={[]} node={node} />, { campaign, locale: 'th' });
    expect(await screen.findByRole('heading', { name: 'ดาวประจำสัปดาห์' })).toBeInTheDocument();
    expect(screen.getByText('เข้าร่วมแล้วรับรางวัลของคุณ')).toBeInTheDocument();
  });

  it('without a title shows no heading; a ph page reads the Filipino strings', async () => {
    renderWithEngine(<BlindBox props={blindBoxProps.parse({})} children={[]} node={node} />, { campaign, locale: 'ph' });
    expect(await screen.findByText('Sumali at kunin ang iyong mga premyo.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
