import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, CampaignPage, layoutWidgets } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { messageWall } from './index';

afterEach(cleanup);

const messages = [
  { id: 2, from: { userId: '20001', name: 'Luna', icon: '/vue/sandbox/avatar/20001.svg' }, to: { userId: '20002', name: 'Owl' }, content: 'Thank you for the song!', createTime: '2026-11-22T12:30:00+08:00' },
  { id: 1, from: { userId: '20003', name: '<b>Mika</b>' }, to: { userId: '20001', name: 'Luna' }, content: '<img src=x onerror=alert(1)>' },
];

function page(answer: () => unknown, locale?: 'en' | 'fil') {
  const campaign = testCampaign({
    strings: { en: { title: 'T' }, fil: { title: 'T' } },
    data: { wall: { path: '/marketing/confession/list' } },
    page: [{ type: 'message-wall', props: { source: 'wall' } }],
  });
  return renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, messageWall], responses: { '/marketing/confession/list': answer }, ...(locale ? { locale } : {}) });
}

describe('message-wall', () => {
  it('shows who wrote to whom, the message and when, newest first; text from the answer stays text', async () => {
    const { container } = page(() => ({ rows: messages }));
    const list = await screen.findByRole('list', { name: 'Messages' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/^Luna\s*to\s*Owl\s*Thank you for the song!\s*2026-11-22 \d\d:30$/);
    expect(rows[1]).toHaveTextContent(/^<b>Mika<\/b>\s*to\s*Luna<img src=x onerror=alert\(1\)>$/);
    expect(container.querySelectorAll('b, img[src="x"]')).toHaveLength(0);
  });

  it('an empty wall invites the first message, in the page language', async () => {
    page(() => ({ rows: [] }), 'fil');
    expect(await screen.findByText('Wala pang mensahe. Ikaw na ang unang sumulat!')).toBeInTheDocument();
  });

  it('a failed read shows the message with a retry that reads again', async () => {
    let fail = true;
    page(() => {
      if (fail) throw new ApiError(500, 'Network is busy, please try later.');
      return { rows: messages };
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network is busy, please try later.');
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Thank you for the song!')).toBeInTheDocument();
  });
});
