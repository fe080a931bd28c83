import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, type ApiRequest } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import RecordList from './Component';
import { recordListProps } from './schema';

afterEach(cleanup);

const node = { type: 'record-list', path: 'page[9]' };
const page = (req: ApiRequest) => {
  const n = Number(req.params?.page);
  const size = Number(req.params?.size);
  const total = 5;
  const from = (n - 1) * size;
  return { list: Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => ({ name: `Prize ${from + i + 1}`, count: 1, createTime: 1767225600000 })) };
};

describe('record-list', () => {
  it('records that arrive between two pages do not repeat the rows that ended the first page', async () => {
    // Newest first, 2 a page; two new records arrive after the first page was read.
    const rows = [5, 4, 3, 2, 1].map((n) => ({ name: `Record ${n}`, count: n, createTime: 1767225600000 + n * 1000 }));
    let arrived = false;
    const answer = (req: ApiRequest) => {
      const list = arrived ? [{ name: 'Record 7', count: 7, createTime: 1767225607000 }, { name: 'Record 6', count: 6, createTime: 1767225606000 }, ...rows] : rows;
      const from = (Number(req.params?.page) - 1) * 2;
      arrived = true;
      return { list: list.slice(from, from + 2), hasMore: from + 2 < list.length };
    };
    const props = recordListProps.parse({ kind: 'prizes', path: '/activity/spark/listUserPrizeRecord', pageSize: 2 });
    const { container } = renderWithEngine(<RecordList props={props} children={[]} node={node} />, { campaign: testCampaign(), responses: { '/activity/spark/listUserPrizeRecord': answer } });
    expect(await screen.findByText('Record 4')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Record 2')).toBeInTheDocument();
    const titles = [...container.querySelectorAll('li')].map((li) => li.textContent?.match(/Record \d/)?.[0]);
    expect(titles).toEqual(['Record 5', 'Record 4', 'Record 3', 'Record 2']);
  });

  it('reads page after page with "Load more" until a short page ends the list', async () => {
    const props = recordListProps.parse({ kind: 'prizes', path: '/activity/spark/listUserPrizeRecord', pageSize: 2 });
    const { services, container } = renderWithEngine(<RecordList props={props} children={[]} node={node} />, { campaign: testCampaign(), responses: { '/activity/spark/listUserPrizeRecord': page } });
    expect(await screen.findByText('Prize 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Prize 4')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No more records')).toBeInTheDocument();
    expect(container.querySelectorAll('li')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(services.http.calls.map((c) => c.params?.page)).toEqual([1, 2, 3]);
  });

  it('a tap on "Load more" the moment the first page shows reads the second page (not dropped as belonging to an older first page)', async () => {
    const props = recordListProps.parse({ kind: 'prizes', path: '/activity/spark/listUserPrizeRecord', pageSize: 2 });
    const { container } = renderWithEngine(<RecordList props={props} children={[]} node={node} />, { campaign: testCampaign(), responses: { '/activity/spark/listUserPrizeRecord': page } });
    // Tap as soon as the button is in the page, before React's after-paint work has run.
    await new Promise<void>((tapped) => {
      const watch = new MutationObserver(() => {
        const more = screen.queryByRole('button', { name: 'Load more' });
        if (!more) return;
        watch.disconnect();
        fireEvent.click(more);
        tapped();
      });
      watch.observe(container, { childList: true, subtree: true });
    });
    expect(await screen.findByText('Prize 4')).toBeInTheDocument();
    expect(screen.getByText('Prize 1')).toBeInTheDocument();
  });

  it('invitation records show their status (invited, declined, bound, teamed up)', async () => {
    const props = recordListProps.parse({ kind: 'invitations', path: '/bff/invitations' });
    renderWithEngine(<RecordList props={props} children={[]} node={node} />, {
      campaign: testCampaign(),
      responses: { '/bff/invitations': { list: [{ nickName: 'Ana', status: 'declined' }, { nickName: 'Ben', status: 'teamedUp' }] } },
    });
    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(screen.getByText('Teamed up')).toBeInTheDocument();
  });

  it('applications show their review state, the reward of an approved one and the reason of a refused one', async () => {
    const props = recordListProps.parse({ kind: 'applications', path: '/marketing/activeReward/list' });
    const rows = [
      { id: 3, name: 'Singer Stage', state: 'pending', createTime: '2026-11-22T12:00:00+08:00' },
      { id: 2, name: 'Good Vibe Room', state: 'approved', reward: 'Room Star Frame', createTime: '2026-11-21T12:00:00+08:00' },
      { id: 1, name: 'Family Night', state: 'rejected', reason: 'The room id does not match your own room.', reward: 'Family Night Frame', createTime: '2026-11-20T12:00:00+08:00' },
    ];
    const { container } = renderWithEngine(<RecordList props={props} children={[]} node={node} />, { campaign: testCampaign(), responses: { '/marketing/activeReward/list': { rows } } });
    await screen.findByText('Under review');
    const lines = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toEqual([
      expect.stringMatching(/^Singer Stage2026-11-22 \d\d:00Under review$/),
      expect.stringMatching(/^Good Vibe RoomReward: Room Star Frame2026-11-21 \d\d:00Approved$/),
      expect.stringMatching(/^Family NightThe room id does not match your own room\.2026-11-20 \d\d:00Not approved$/),
    ]);
  });

  it('an empty list of applications says so in the page language', async () => {
    const props = recordListProps.parse({ kind: 'applications', path: '/marketing/activeReward/list' });
    renderWithEngine(<RecordList props={props} children={[]} node={node} />, { campaign: testCampaign(), locale: 'th', responses: { '/marketing/activeReward/list': { rows: [] } } });
    expect(await screen.findByText('ยังไม่มีการสมัคร')).toBeInTheDocument();
  });

  it('stardust records show what was earned (+) and spent or cleared (-); none yet says so', async () => {
    const props = recordListProps.parse({ kind: 'stardust', path: '/activity/sparkWish/pageUserWishRecord' });
    renderWithEngine(<RecordList props={props} children={[]} node={node} />, {
      campaign: testCampaign(),
      responses: { '/activity/sparkWish/pageUserWishRecord': { rows: [{ name: 'Rose', amount: -300, time: '2026-11-25T12:00:00+08:00' }, { name: 'Lighten Sparks', amount: 100, time: '2026-11-25T11:00:00+08:00' }] } },
    });
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Rose');
    expect(rows[0]).toHaveTextContent('-300');
    expect(rows[1]).toHaveTextContent('+100');
    cleanup();
    renderWithEngine(<RecordList props={props} children={[]} node={node} />, { campaign: testCampaign(), responses: { '/activity/sparkWish/pageUserWishRecord': { rows: [] } } });
    expect(await screen.findByText('No stardust records yet')).toBeInTheDocument();
  });

  it('draw records that carry the user and the prize as objects show who won what', async () => {
    const props = recordListProps.parse({ kind: 'draws', path: '/activity/spark/listPrizeRecords' });
    const { container } = renderWithEngine(<RecordList props={props} children={[]} node={node} />, {
      campaign: testCampaign(),
      responses: { '/activity/spark/listPrizeRecords': { list: [{ user: { name: 'Siti', icon: '' }, prize: { name: 'Sports Car', icon: '', count: 2 }, time: '2026-11-22T09:50:00+08:00' }] } },
    });
    expect(await screen.findByText('Sports Car')).toBeInTheDocument();
    expect(screen.getByText('Siti')).toBeInTheDocument();
    expect(container.querySelector('.cw-records__side')).toHaveTextContent('×2');
  });

  it('an empty first page says so; a failed page offers retry', async () => {
    let fail = true;
    const props = recordListProps.parse({ kind: 'exp', path: '/activity/diamondPass/listExpRecord' });
    renderWithEngine(<RecordList props={props} children={[]} node={node} />, {
      campaign: testCampaign(),
      responses: {
        '/activity/diamondPass/listExpRecord': () => {
          if (fail) throw new ApiError(500, 'Network is busy, please try later.');
          return { list: [] };
        },
      },
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByText('No EXP records yet')).toBeInTheDocument());
  });
});

describe('record-list paging flags', () => {
  it('follows the answer’s hasMore when given, else a full page means more', async () => {
    const { hasMorePages } = await import('./recordRows');
    expect(hasMorePages({ rows: [], hasMore: true }, 0, 20)).toBe(true);
    expect(hasMorePages({ rows: [{}], hasMore: false }, 20, 20)).toBe(false);
    expect(hasMorePages([{}, {}], 2, 2)).toBe(true);
    expect(hasMorePages({ rows: [{}] }, 1, 20)).toBe(false);
  });
});
