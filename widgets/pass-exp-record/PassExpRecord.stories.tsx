import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { renderNode } from '../../.storybook/renderNode';

const meta: Meta = { title: 'Games/Diamond Pass/EXP record', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const PATH = '/activity/diamondPass/listExpRecord';
const SOURCES = ['Log in today', 'Send any gift', 'Stay 10 minutes on mic', 'Send 100 diamonds of gifts', 'Top up any amount'];
const EXP = [10, 20, 20, 30, 50];
const rows = Array.from({ length: 8 }, (_, i) => ({ exp: EXP[i % 5], source: SOURCES[i % 5], time: `2026-11-${String(22 - i).padStart(2, '0')}T${String(9 + i).padStart(2, '0')}:30:00+08:00` }));
const show = (answer: unknown, extra: Partial<Story> = {}): Story => ({
  render: () => renderNode({ type: 'pass-exp-record', props: { pageSize: 5 } }),
  ...(answer === undefined ? {} : { parameters: { responses: { [PATH]: answer } } }),
  ...extra,
});

/** The sandbox's own record for the story user. */
export const Sandbox = show(undefined);
export const WithMorePages = show({ rows: rows.slice(0, 5), total: rows.length, hasMore: true });
export const LastPage = show({ rows: rows.slice(0, 3), total: 3, hasMore: false });
export const Empty = show({ rows: [], total: 0, hasMore: false });
export const Loading = show(() => new Promise(() => undefined));
export const NetworkError = show(() => {
  throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
});
export const Malay = show({ rows: rows.slice(0, 3), hasMore: false }, { globals: { locale: 'ms' } });
export const Thai = show({ rows: rows.slice(0, 3), hasMore: false }, { globals: { locale: 'th' } });
export const PhilippinesFilipino = show({ rows: rows.slice(0, 3), hasMore: false }, { globals: { locale: 'ph' } });
export const Filipino = show({ rows: rows.slice(0, 3), hasMore: false }, { globals: { locale: 'fil' } });
export const Vietnamese = show({ rows: rows.slice(0, 3), hasMore: false }, { globals: { locale: 'vi' } });
