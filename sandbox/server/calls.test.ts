// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P7_CALLS, SANDBOX_DEFINED_CALLS } from '../core/callCatalog';
import { ROUTES } from '../core/handlers/routes';
import { CALL_ROWS, runRow, uploadPicture, type Saved } from '@testing/sandbox/callRows';
import { startHarness, type Harness } from '@testing/sandbox/startHarness';

describe('call catalogue through HTTP', () => {
  let h: Harness;
  const saved: Saved = {};
  beforeAll(async () => {
    h = await startHarness();
    // A picture uploaded by 10002 through the signing, for the custom gift's row.
    await uploadPicture(h, saved);
  });
  afterAll(() => h.close());

  it('every call of the catalogue (and every sandbox-defined call) has a handler and a row below', () => {
    const rows = new Set(CALL_ROWS.map((r) => r.call));
    for (const call of [...P7_CALLS, ...SANDBOX_DEFINED_CALLS]) {
      expect(ROUTES[call], call).toBeTypeOf('function');
      expect(rows.has(call), call).toBe(true);
    }
    expect(Object.keys(ROUTES).sort()).toEqual([...P7_CALLS, ...SANDBOX_DEFINED_CALLS].sort());
  });

  it.each(CALL_ROWS.map((r) => [r.call, r] as const))('%s answers { status: 0, content }', async (call, row) => {
    const r = await runRow(h, row, saved);
    expect(r, `${call}: ${JSON.stringify(r)}`).toMatchObject({ status: 0 });
    expect(r.content).not.toBeNull();
    expect(r.content).toBeDefined();
    row.save?.(r.content, saved);
  });

  it('an unknown path answers a non-zero status with a message', async () => {
    const r = await h.call('/no/such/call');
    expect(r.status).not.toBe(0);
    expect(r.message).toBe('Unknown request.');
  });

  it('the multipart upload goes to the signed host, served by the sandbox', async () => {
    const sign = await h.ok('/adaptation/aliyun/signForWeb');
    const form = new FormData();
    form.set('key', `${sign.dir}${'a'.repeat(32)}${Date.now()}.png`);
    form.set('policy', sign.policy);
    form.set('OSSAccessKeyId', sign.accessid);
    form.set('signature', sign.signature);
    form.set('file', new Blob(['png-bytes'], { type: 'image/png' }), 'abc.png');
    const res = await fetch(`${h.url}${sign.host}`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    // A form without the signing's fields is refused, as object storage refuses it.
    const unsigned = new FormData();
    unsigned.set('key', `${sign.dir}abd.png`);
    unsigned.set('file', new Blob(['png-bytes'], { type: 'image/png' }), 'abd.png');
    expect((await fetch(`${h.url}${sign.host}`, { method: 'POST', body: unsigned })).status).toBe(403);
  });
});
