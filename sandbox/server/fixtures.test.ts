import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesFromDisk } from './fixtureFiles';
import { createSandbox } from '../core/createSandbox';
import { readFixtures, type FixtureFiles } from '../../engine/core/fixtures';

const DEFINITION = `
id: cottage
period: { preheat: '2030-01-01T00:00:00+08:00', start: '2030-01-05T00:00:00+08:00', end: '2030-01-10T00:00:00+08:00' }
data:
  progress: { path: /activity/cottage/progress }
actions:
  open:
    - { type: api, path: /activity/cottage/open, method: POST, onFailure: [{ type: toast, text: common:errors.generic }] }
`;

const PROGRESS = `
answer: { opened: 3 }
phases:
  preheat: { answer: { opened: 0 } }
  ended: { error: { status: 4009, message: { en: The event is over, th: กิจกรรมจบแล้ว } } }
users:
  '10003':
    answer: { opened: 12 }
    phases: { preheat: { answer: { opened: 1 } } }
`;

const OPEN = `
answer: { reward: house3 }
users:
  '10004': { error: { status: 4002, message: Not enough keys } }
`;

const files: FixtureFiles = {
  definitions: [{ campaign: 'cottage', file: 'campaigns/cottage/campaign.yaml', text: DEFINITION }],
  fixtures: [
    { campaign: 'cottage', file: 'campaigns/cottage/fixtures/progress.yaml', text: PROGRESS },
    { campaign: 'cottage', file: 'campaigns/cottage/fixtures/open.yaml', text: OPEN },
    { campaign: 'cottage', file: 'campaigns/cottage/fixtures/rank.yaml', text: 'path: /activity/cottage/rank\nanswer: { list: [] }\n' },
  ],
};

const RUNNING = Date.parse('2030-01-06T00:00:00+08:00');

function sandboxAt(now: number, slept: number[] = []) {
  return createSandbox({ seed: 1, now: () => now, sleep: async (ms) => { slept.push(ms); }, fixtures: () => readFixtures(files) });
}

const call = (sb: ReturnType<typeof createSandbox>, path: string, opts: { method?: string; user?: string; lang?: string; query?: Record<string, string>; referer?: string } = {}) =>
  sb.handle({
    method: opts.method ?? 'GET',
    path: `/vue/prodServer${path}`,
    query: opts.query ?? {},
    headers: { userid: opts.user ?? '10001', language: opts.lang ?? 'en', ...(opts.referer ? { referer: opts.referer } : {}) },
  });

describe('campaign fixtures in the sandbox', () => {
  it('answers a data source by phase of the campaign and by seeded user', async () => {
    expect(await call(sandboxAt(RUNNING), '/activity/cottage/progress')).toMatchObject({ body: { status: 0, content: { opened: 3 } } });
    const preheat = sandboxAt(Date.parse('2030-01-02T00:00:00+08:00'));
    expect(await call(preheat, '/activity/cottage/progress')).toMatchObject({ body: { content: { opened: 0 } } });
    expect(await call(preheat, '/activity/cottage/progress', { user: '10003' })).toMatchObject({ body: { content: { opened: 1 } } });
    expect(await call(sandboxAt(RUNNING), '/activity/cottage/progress', { user: '10003' })).toMatchObject({ body: { content: { opened: 12 } } });
  });

  it('answers at the instant the page previews (its ?at=), the server message in the caller language', async () => {
    const referer = 'http://127.0.0.1:5173/vue/act/cottage?at=2030-02-01T00:00:00%2B08:00&lang=th';
    expect(await call(sandboxAt(RUNNING), '/activity/cottage/progress', { referer, lang: 'th' })).toMatchObject({ body: { status: 4009, message: 'กิจกรรมจบแล้ว' } });
    expect(await call(sandboxAt(RUNNING), '/activity/cottage/progress', { referer, lang: 'vi' })).toMatchObject({ body: { status: 4009, message: 'The event is over' } });
  });

  it('answers and fails a write action by its name, and a file that names its own path', async () => {
    const sb = sandboxAt(RUNNING);
    expect(await call(sb, '/activity/cottage/open', { method: 'POST' })).toMatchObject({ body: { status: 0, content: { reward: 'house3' } } });
    expect(await call(sb, '/activity/cottage/open', { method: 'POST', user: '10004' })).toMatchObject({ body: { status: 4002, message: 'Not enough keys' } });
    expect(await call(sb, '/activity/cottage/rank')).toMatchObject({ body: { status: 0, content: { list: [] } } });
  });

  it('keeps the fault and latency switches, and still refuses a call nothing answers', async () => {
    const slept: number[] = [];
    const sb = sandboxAt(RUNNING, slept);
    expect(await call(sb, '/activity/cottage/progress', { query: { sandbox_fault: 'network' } })).toEqual({ networkError: true });
    expect(await call(sb, '/activity/cottage/progress', { query: { sandbox_fault: 'status:/activity/cottage/progress' } })).toMatchObject({ body: { status: 5000 } });
    expect(await call(sb, '/activity/cottage/open', { method: 'POST', query: { sandbox_fault: 'lost' } })).toEqual({ networkError: true });
    await call(sb, '/activity/cottage/progress', { query: { sandbox_latency: '900' } });
    expect(slept).toEqual([900]);
    expect(await call(sb, '/activity/cottage/nothing')).toMatchObject({ httpStatus: 404, body: { status: 1004 } });
  });

  it('reads the fixtures of a checkout from disk on every call, so an edit answers at once', async () => {
    const root = mkdtempSync(join(tmpdir(), 'fixtures-'));
    mkdirSync(join(root, 'campaigns', 'cottage', 'fixtures'), { recursive: true });
    writeFileSync(join(root, 'campaigns', 'cottage', 'campaign.yaml'), DEFINITION);
    const file = join(root, 'campaigns', 'cottage', 'fixtures', 'progress.yaml');
    writeFileSync(file, 'answer: { opened: 5 }\n');
    const sb = createSandbox({ now: () => RUNNING, fixtures: fixturesFromDisk(root) });
    expect(await call(sb, '/activity/cottage/progress')).toMatchObject({ body: { content: { opened: 5 } } });
    writeFileSync(file, 'answer: { opened: 6 }\n');
    expect(await call(sb, '/activity/cottage/progress')).toMatchObject({ body: { content: { opened: 6 } } });
  });
});
