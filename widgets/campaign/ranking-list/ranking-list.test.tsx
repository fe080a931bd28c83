import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, formatCompactNumber } from '@engine';
import { EMPTY_RESPONSE_CODE } from '../../../engine/http';
import { renderWithEngine, testCampaign } from '@testing/engine';
import RankingList from './Component';
import { rankingListProps } from './schema';

afterEach(cleanup);

const node = { type: 'ranking-list', path: 'page[4]' };
const campaign = testCampaign({
  strings: { en: { title: 'T', ranking: 'Ranking' } },
  data: { ranking: { path: '/marketing/rankingList/getData', params: { classify: 3, period: 0 } } },
});
const names = ['LunaStar', 'NightOwl', 'RubyRain', 'KaiWave', 'MiloFox'];
const scores = [2480000, 1934717, 1509466, 1177840, 919241];
const rows = names.map((name, i) => ({ userId: String(100 + i), name, avatar: '/vue/avatar.svg', diamonds: scores[i] }));

function items(container: HTMLElement) {
  return [...container.querySelectorAll('ol > li')] as HTMLElement[];
}

describe('ranking-list', () => {
  it('shows rows best first with scores as 2.5M / 919.2K and top-3 styling', () => {
    const props = rankingListProps.parse({ rows, title: 'ranking' });
    const { container } = renderWithEngine(<RankingList props={props} children={[]} node={node} />, { campaign });
    const li = items(container);
    expect(li).toHaveLength(5);
    expect(li[0]).toHaveTextContent('LunaStar');
    expect(li[0]).toHaveTextContent('2.5M');
    expect(li[4]).toHaveTextContent('919.2K');
    expect(li.slice(0, 3).every((el) => el.classList.contains('cw-rank--top'))).toBe(true);
    expect(li[3]).not.toHaveClass('cw-rank--top');
    expect(screen.getByRole('list', { name: 'Ranking' })).toBeInTheDocument();
  });

  it('hostile and 5,000-character names stay inert text, cut and truncated with CSS', () => {
    const long = 'N'.repeat(5000);
    const props = rankingListProps.parse({ rows: [{ name: '<img src=x onerror=alert(1)>', diamonds: 5, avatar: 'javascript:alert(1)' }, { name: long, diamonds: 1 }] });
    const { container } = renderWithEngine(<RankingList props={props} children={[]} node={node} />, { campaign });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toHaveClass('cw-truncate');
    const longName = container.querySelectorAll('.cw-user__name')[1] as HTMLElement;
    expect(longName.textContent!.length).toBeLessThan(200);
    expect(longName).toHaveClass('cw-truncate');
  });

  it("shows the viewer's own rank with the distance to the place above", () => {
    const props = rankingListProps.parse({ rows, own: { diamond: 419000, orderNumber: 12, distanceDiamond: 23500 } });
    renderWithEngine(<RankingList props={props} children={[]} node={node} />, { campaign });
    const own = screen.getByLabelText('My rank');
    expect(own).toHaveTextContent('12');
    expect(own).toHaveTextContent(formatCompactNumber(419000));
    expect(own).toHaveTextContent('23.5K to the next place');
  });

  it('an own orderNumber of 0 reads as not ranked', () => {
    const props = rankingListProps.parse({ rows, own: { diamond: 0, orderNumber: 0, distanceDiamond: 0 } });
    renderWithEngine(<RankingList props={props} children={[]} node={node} />, { campaign });
    expect(screen.getByLabelText('My rank')).toHaveTextContent('Not ranked yet');
  });

  it('after the campaign ends, a viewer outside the ranking with a score is not in the final ranking (not "yet")', () => {
    const props = rankingListProps.parse({ rows, own: { diamond: 8000, orderNumber: 0, distanceDiamond: 0 } });
    renderWithEngine(<RankingList props={props} children={[]} node={node} />, { campaign, now: Date.parse('2026-07-02T00:00:00+08:00') });
    const own = screen.getByLabelText('My rank');
    expect(own).toHaveTextContent('Not in the final ranking');
    expect(own).not.toHaveTextContent('yet');
  });

  it('rows still loading (binding not resolved) show a skeleton; an empty list a message', () => {
    const loading = rankingListProps.parse({});
    const { container, rerender } = renderWithEngine(<RankingList props={loading} children={[]} node={node} />, { campaign });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    rerender(<RankingList props={rankingListProps.parse({ rows: [] })} children={[]} node={node} />);
    expect(screen.getByText('No one is on the ranking yet')).toBeInTheDocument();
  });

  it('a failing data source shows an error with retry that reads again', async () => {
    let fail = true;
    const answer = () => {
      if (fail) throw new ApiError(500, 'Network is busy, please try later.');
      return { list: rows, userRankNumber: { diamond: 10, orderNumber: 40, distanceDiamond: 3 } };
    };
    const props = rankingListProps.parse({ source: 'ranking' });
    const { services } = renderWithEngine(<RankingList props={props} children={[]} node={node} />, { campaign, responses: { '/marketing/rankingList/getData': answer } });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('LunaStar')).toBeInTheDocument();
    expect(screen.getByLabelText('My rank')).toHaveTextContent('40');
    expect(services.http.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('the error tells what failed: an empty answer is not a busy network, a refusal shows the server text', async () => {
    const props = rankingListProps.parse({ source: 'ranking' });
    const failWith = (err: ApiError) => () => {
      throw err;
    };
    renderWithEngine(<RankingList props={props} children={[]} node={node} />, { campaign, responses: { '/marketing/rankingList/getData': failWith(new ApiError(EMPTY_RESPONSE_CODE, 'Empty response', { kind: 'empty' })) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No data was returned. Please try again.');
    expect(screen.queryByText('Empty response')).toBeNull();
    cleanup();
    renderWithEngine(<RankingList props={props} children={[]} node={node} />, { campaign, responses: { '/marketing/rankingList/getData': failWith(new ApiError(3001, 'The ranking is being settled.')) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The ranking is being settled.');
  });

  it('requests the classify type and period itself (received, last month)', async () => {
    const props = rankingListProps.parse({ classify: 5, period: 8 });
    const { services } = renderWithEngine(<RankingList props={props} children={[]} node={node} />, { campaign, responses: { '/marketing/rankingList/getData': { rankingList: rows } } });
    expect(await screen.findByText('NightOwl')).toBeInTheDocument();
    expect(services.http.calls[0]?.params).toMatchObject({ classify: 5, period: 8 });
  });

  it('only classify 3, 5, 6 and periods 0, 2, 4, 5, 8, 9 are accepted', () => {
    expect(rankingListProps.safeParse({ classify: 4 }).success).toBe(false);
    expect(rankingListProps.safeParse({ classify: 6, period: 1 }).success).toBe(false);
    expect(rankingListProps.safeParse({ classify: 6, period: 9 }).success).toBe(true);
  });

  it('1,000+ rows are virtualized: only the rows in view are in the document', async () => {
    const many = Array.from({ length: 1500 }, (_, i) => ({ name: `User ${i + 1}`, diamonds: 1_000_000 - i }));
    const props = rankingListProps.parse({ rows: many, limit: 1200 });
    const { container } = renderWithEngine(<RankingList props={props} children={[]} node={node} />, { campaign });
    await waitFor(() => expect(items(container).length).toBeGreaterThan(0));
    const rendered = items(container);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0]).toHaveTextContent('User 1');
    const list = container.querySelector('ol') as HTMLElement;
    expect(list.style.height).toBe(`${1200 * 60}px`);
  });
});

describe('ranking-list skeleton', () => {
  it('reserves as many rows as the list will show, so nothing below moves when they arrive; else a first screen of them (800 px)', async () => {
    const { skeletonCount } = await import('./skeleton');
    expect(skeletonCount({ limit: 30, virtualizeFrom: 200, rowHeight: 60 })).toBe(30);
    expect(skeletonCount({ limit: undefined, virtualizeFrom: 200, rowHeight: 60 })).toBe(14);
    expect(skeletonCount({ limit: 1000, virtualizeFrom: 200, rowHeight: 60 })).toBe(14);
  });

  it('a ranking with an open range shows only between its start and end (family ranking rankStart..rankEnd); outside, a notice', async () => {
    const range = { rows, openFrom: '2026-11-20T00:00:00+08:00', openUntil: '2026-12-18T22:59:00+08:00' };
    const at = (now: string) => renderWithEngine(<RankingList props={rankingListProps.parse(range)} children={[]} node={node} />, { campaign, now });
    const inside = at('2026-11-25T12:00:00+08:00');
    expect(items(inside.container)).toHaveLength(5);
    expect(screen.queryByTestId('ranking-closed')).toBeNull();
    cleanup();
    at('2026-11-19T23:59:59+08:00');
    expect(await screen.findByText('The ranking is not open yet.')).toBeInTheDocument();
    expect(screen.queryByText('LunaStar')).toBeNull();
    cleanup();
    at('2026-12-18T23:00:00+08:00');
    expect(await screen.findByText('The ranking has closed for this period.')).toBeInTheDocument();
    expect(screen.queryByText('LunaStar')).toBeNull();
  });

  it('a range whose bounds are not known yet (data still loading) does not hide the ranking', () => {
    const { container } = renderWithEngine(<RankingList props={{ ...rankingListProps.parse({ rows }), openFrom: undefined, openUntil: 'not a time' }} children={[]} node={node} />, { campaign, now: 1000 });
    expect(items(container)).toHaveLength(5);
    expect(screen.queryByTestId('ranking-closed')).toBeNull();
  });

  it('family rows: the own family rank reads its rank and value', () => {
    renderWithEngine(<RankingList props={rankingListProps.parse({ rows: [{ familyId: '500', name: 'Moon Family', value: 9000, rank: 1 }], own: { rank: 2, value: 4000 } })} children={[]} node={node} />, { campaign });
    expect(screen.getByText('Moon Family')).toBeInTheDocument();
    expect(screen.getByText('4K')).toBeInTheDocument();
  });

  it('with roomField a row with a room opens it when tapped (forward type 9); a row without one is no button', async () => {
    const withRooms = rows.map((r, i) => ({ ...r, roomId: i === 1 ? '' : 7000 + i }));
    const props = rankingListProps.parse({ rows: withRooms, roomField: 'roomId', own: { diamond: 5, orderNumber: 12 } });
    const { services } = renderWithEngine(<RankingList props={props} children={[]} node={node} />, { campaign });
    expect(screen.queryByRole('button', { name: 'Open the room of NightOwl' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the room of RubyRain' }));
    await waitFor(() => expect(services.bridge.calls).toEqual([{ action: 'forward', args: { type: 9, id: 7002 } }]));
    expect(screen.getByLabelText('My rank')).toHaveClass('cw-rank--own');
  });
});

