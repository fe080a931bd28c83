import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiRequest } from '@engine';
import { renderWithEngine } from '../../engine/testing';
import PassExpRecord from './Component';
import { passExpRecordProps } from './schema';

const PATH = '/activity/diamondPass/listExpRecord';
const node = { type: 'pass-exp-record', path: 'page[5].children[0]' };
const all = Array.from({ length: 5 }, (_, i) => ({ exp: 10 * (i + 1), source: `Task ${i + 1}`, time: '2026-06-01T12:00:00+08:00' }));
const paged = (req: ApiRequest) => {
  const page = Number(req.params?.pageNum);
  const size = Number(req.params?.pageSize);
  const rows = all.slice((page - 1) * size, page * size);
  return { rows, total: all.length, hasMore: page * size < all.length };
};

describe('pass-exp-record', () => {
  it('P§2: loads EXP records a page at a time until there are no more', async () => {
    const { services } = renderWithEngine(<PassExpRecord props={passExpRecordProps.parse({ pageSize: 3 })} children={[]} node={node} />, { responses: { [PATH]: paged } });
    expect(await screen.findByText('Task 1')).toBeInTheDocument();
    expect(screen.getByText('+10 EXP')).toBeInTheDocument();
    expect(screen.queryByText('Task 4')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Task 5')).toBeInTheDocument();
    expect(screen.getByText('No more records')).toBeInTheDocument();
    expect(services.http.calls.map((c) => c.params)).toEqual([{ pageNum: 1, pageSize: 3 }, { pageNum: 2, pageSize: 3 }]);
  });

  it('shows an empty record', async () => {
    renderWithEngine(<PassExpRecord props={passExpRecordProps.parse({})} children={[]} node={node} />, { responses: { [PATH]: { rows: [], hasMore: false } } });
    expect(await screen.findByText('No EXP records yet.')).toBeInTheDocument();
  });

  it('P§8: a failed page shows the network text and retries on demand', async () => {
    let fail = true;
    renderWithEngine(<PassExpRecord props={passExpRecordProps.parse({})} children={[]} node={node} />, {
      responses: {
        [PATH]: () => {
          if (fail) throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
          return { rows: all.slice(0, 2), hasMore: false };
        },
      },
    });
    expect(await screen.findByText('Network is busy, please try later.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Task 2')).toBeInTheDocument());
  });
});
