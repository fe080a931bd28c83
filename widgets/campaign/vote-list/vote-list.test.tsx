import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import VoteList from './VoteList';
import { voteListProps } from './schema';

afterEach(cleanup);

const node = { type: 'vote-list', path: 'page[7]' };
const singers = [
  { userId: '20101', name: 'Luna Star', icon: '/vue/sandbox/avatar/20101.svg', votes: 38_500, rank: 1 },
  { userId: '20102', name: 'Kai Wave', icon: '/vue/sandbox/avatar/20102.svg', votes: 31_020, rank: 2 },
  { userId: '20103', name: 'Milo Fox', icon: '/vue/sandbox/avatar/20103.svg', votes: 999, rank: 3 },
];
const campaign = testCampaign({
  strings: { en: { singers: 'All singers', none: 'No singer yet' } },
  data: { candidates: { path: '/activity/singer/voteUserList' } },
  actions: { vote: [{ type: 'api', path: '/activity/singer/vote', method: 'POST', money: true, body: { userId: '{{state.candidate.userId}}', count: 1 } }] },
});
const props = voteListProps.parse({ source: 'candidates', voteAction: 'vote', title: 'singers', emptyText: 'none' });

describe('vote-list', () => {
  it('shows the candidates best first with their votes and a Vote button each', async () => {
    renderWithEngine(<VoteList props={props} children={[]} node={node} />, { campaign, responses: { '/activity/singer/voteUserList': { rows: singers } } });
    const list = await screen.findByRole('list', { name: 'All singers' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Luna Star');
    expect(rows[0]).toHaveTextContent('38.5K votes');
    expect(rows[2]).toHaveTextContent('999 votes');
    expect(within(rows[1]!).getByRole('button', { name: 'Vote for Kai Wave' })).toBeEnabled();
  });

  it("a tap votes for that candidate with the page's action; a double tap sends one vote", async () => {
    const { services } = renderWithEngine(<VoteList props={props} children={[]} node={node} />, {
      campaign,
      responses: { '/activity/singer/voteUserList': { rows: singers }, 'POST /activity/singer/vote': { votesLeft: 9 } },
    });
    const button = await screen.findByRole('button', { name: 'Vote for Milo Fox' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(services.http.calls.filter((c) => c.path === '/activity/singer/vote')).toHaveLength(1));
    expect(services.http.calls.find((c) => c.path === '/activity/singer/vote')).toMatchObject({ method: 'POST', body: { userId: '20103', count: 1 } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vote for Milo Fox' })).toBeEnabled());
    expect(services.http.calls.filter((c) => c.path === '/activity/singer/vote')).toHaveLength(1);
  });

  it('no candidate reads the page message; a failed read shows the error with a retry that reads again', async () => {
    const { unmount } = renderWithEngine(<VoteList props={props} children={[]} node={node} />, { campaign, responses: { '/activity/singer/voteUserList': { rows: [] } } });
    expect(await screen.findByText('No singer yet')).toBeInTheDocument();
    unmount();
    let fail = true;
    const { services } = renderWithEngine(<VoteList props={props} children={[]} node={node} />, {
      campaign,
      responses: { '/activity/singer/voteUserList': () => { if (fail) throw new ApiError(3001, 'The stage is being set up.'); return { rows: singers }; } },
    });
    expect(await screen.findByText('The stage is being set up.')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Vote for Luna Star' })).toBeInTheDocument();
    expect(services.http.calls.filter((c) => c.path === '/activity/singer/voteUserList').length).toBeGreaterThanOrEqual(2);
  });

  it('speaks the page language: Thai buttons and vote counts', async () => {
    renderWithEngine(<VoteList props={props} children={[]} node={node} />, { campaign, locale: 'th', responses: { '/activity/singer/voteUserList': { rows: singers } } });
    expect(await screen.findByRole('button', { name: 'โหวตให้ Luna Star' })).toHaveTextContent('โหวต');
    expect(screen.getByText('38.5K โหวต')).toBeInTheDocument();
  });
});
