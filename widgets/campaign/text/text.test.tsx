import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import Text from './Component';
import { textProps } from './schema';

afterEach(cleanup);

const campaign = testCampaign({
  strings: {
    en: {
      title: 'T',
      rulesTitle: 'Rules',
      rules: 'The event runs until the countdown reaches zero.\n\nRewards are sent within {days} days.',
      balance: 'My diamonds: {amount} ({note})',
      hostile: '<img src=x onerror=alert(1)>',
      badge: 'Badge valid until {until}',
    },
    th: { badge: 'เหรียญใช้ได้ถึง {until}' },
    vi: { badge: 'Huy hiệu có hiệu lực đến {until}' },
  },
});
const node = { type: 'text', path: 'page[5]' };

describe('text', () => {
  it('shows the values named in dates as dates written out in the page language', () => {
    // Midday UTC: the same calendar day in every time zone the tests run in.
    const props = textProps.parse({ text: 'badge', values: { until: '2026-12-28T12:00:00Z' }, dates: ['until'] });
    renderWithEngine(<Text props={props} children={[]} node={node} />, { campaign });
    expect(screen.getByText('Badge valid until December 28, 2026')).toBeInTheDocument();
    cleanup();
    renderWithEngine(<Text props={props} children={[]} node={node} />, { campaign, locale: 'th' });
    expect(screen.getByText('เหรียญใช้ได้ถึง 28 ธันวาคม 2569')).toBeInTheDocument();
    cleanup();
    renderWithEngine(<Text props={textProps.parse({ ...props, values: { until: Date.parse('2026-12-28T12:00:00Z') } })} children={[]} node={node} />, { campaign, locale: 'vn' });
    expect(screen.getByText('Huy hiệu có hiệu lực đến 28 tháng 12, 2026')).toBeInTheDocument();
  });

  it('renders the rules paragraphs with their title and placeholder values', () => {
    const props = textProps.parse({ title: 'rulesTitle', text: 'rules', values: { days: 3 } });
    const { container } = renderWithEngine(<Text props={props} children={[]} node={node} />, { campaign });
    expect(screen.getByRole('heading', { name: 'Rules' })).toBeInTheDocument();
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[1]).toHaveTextContent('Rewards are sent within 3 days.');
  });

  it('number values always read with thousands separators (1658015 points -> 1,658,015), with or without the older groupNumbers; text values stay as given', () => {
    renderWithEngine(<Text props={textProps.parse({ text: 'balance', values: { amount: 30100, note: '1000' }, groupNumbers: true })} children={[]} node={node} />, { campaign });
    expect(screen.getByText('My diamonds: 30,100 (1000)')).toBeInTheDocument();
    cleanup();
    renderWithEngine(<Text props={textProps.parse({ text: 'balance', values: { amount: 1658015, note: 'x' } })} children={[]} node={node} />, { campaign });
    expect(screen.getByText('My diamonds: 1,658,015 (x)')).toBeInTheDocument();
    cleanup();
    renderWithEngine(<Text props={textProps.parse({ text: 'balance', values: { amount: 2504.99, note: 'x' } })} children={[]} node={node} />, { campaign });
    expect(screen.getByText('My diamonds: 2,504.99 (x)')).toBeInTheDocument();
  });

  it('markup in a string stays text', () => {
    const props = textProps.parse({ text: 'hostile' });
    const { container } = renderWithEngine(<Text props={props} children={[]} node={node} />, { campaign });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });
});
