import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createFanOut } from './fanOut';
import { createPushFilter } from './createPushFilter';
import { parsePushMessage } from './pushMessage';
import type { PushMessage } from './pushMessage';

const CODES = [4020, 4027, 8001, 8016];
const msg = (to: string, msgId: number, event = 7): PushMessage => ({ from: 'server', to, payload: { event, msgId, content: {} } });

describe('push filter', () => {
  it('drops ids not greater than the last seen and messages for other channels', () => {
    const accept = createPushFilter('room-1');
    expect(accept(msg('room-1', 5))).toBe(true);
    expect(accept(msg('room-1', 5))).toBe(false);
    expect(accept(msg('room-1', 3))).toBe(false);
    expect(accept(msg('room-2', 9))).toBe(false);
    expect(accept(msg('room-1', 6))).toBe(true);
  });

  it('over random sequences with duplicates and reordering, delivered ids strictly increase and all belong to the channel', () => {
    const message = fc.record({
      to: fc.constantFrom('room-1', 'room-2', 'room-3'),
      msgId: fc.integer({ min: 0, max: 60 }),
      event: fc.constantFrom(...CODES),
    });
    fc.assert(
      fc.property(fc.array(message, { maxLength: 80 }), fc.array(fc.nat(79), { maxLength: 40 }), (base, dupIdx) => {
        // duplicate some messages and shuffle by inserting the copies at arbitrary places
        const seq = [...base];
        for (const i of dupIdx) {
          const m = base[i % Math.max(base.length, 1)];
          if (m) seq.splice(i % (seq.length + 1), 0, m);
        }
        const accept = createPushFilter('room-1');
        const delivered = seq.map((m) => msg(m.to, m.msgId, m.event)).filter(accept);
        for (const d of delivered) expect(d.to).toBe('room-1');
        for (let i = 1; i < delivered.length; i++) expect(delivered[i]!.payload.msgId).toBeGreaterThan(delivered[i - 1]!.payload.msgId);
        // nothing lost: every id for the channel that beat the running maximum was delivered
        let max = -Infinity;
        const expected = seq.filter((m) => m.to === 'room-1' && m.msgId > max && ((max = m.msgId), true)).map((m) => m.msgId);
        expect(delivered.map((d) => d.payload.msgId)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('push fan-out', () => {
  it('hands each message to the subscribers of its code only, until they unsubscribe', () => {
    const fan = createFanOut(() => {});
    const status: number[] = [];
    const gifts: number[] = [];
    const offStatus = fan.subscribe(8016, (m) => status.push(m.payload.msgId));
    fan.subscribe(8001, (m) => gifts.push(m.payload.msgId));
    fan.deliver(msg('room-1', 1, 8016));
    fan.deliver(msg('room-1', 2, 8001));
    offStatus();
    fan.deliver(msg('room-1', 3, 8016));
    expect(status).toEqual([1]);
    expect(gifts).toEqual([2]);
  });

  it('a message whose code nobody on the page reads is an unknown code: logged and not delivered', () => {
    const log = vi.fn();
    const fan = createFanOut(log);
    const got = vi.fn();
    fan.subscribe(8016, got);
    fan.deliver(msg('room-1', 1, 9999));
    expect(got).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('9999'));
  });

  it('a failing subscriber does not stop the others', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fan = createFanOut(() => {});
    const got = vi.fn();
    fan.subscribe(8016, () => {
      throw new Error('broken');
    });
    fan.subscribe(8016, got);
    fan.deliver(msg('room-1', 1, 8016));
    expect(got).toHaveBeenCalledOnce();
    expect(err).toHaveBeenCalled();
    err.mockRestore();
  });
});

describe('parsePushMessage', () => {
  it('reads { from, to, payload: { event, msgId, content } } from JSON text, content JSON decoded', () => {
    const raw = JSON.stringify({ from: 1, to: 'room-1', payload: { event: '8016', msgId: '12', content: '{"status":20}' } });
    expect(parsePushMessage(raw)).toEqual({ from: '1', to: 'room-1', payload: { event: 8016, msgId: 12, content: { status: 20 } } });
  });
  it('rejects malformed messages', () => {
    expect(parsePushMessage('not json')).toBeUndefined();
    expect(parsePushMessage({ from: 'a', to: 'b' })).toBeUndefined();
    expect(parsePushMessage({ from: 'a', to: 'b', payload: { event: 'x', msgId: 1 } })).toBeUndefined();
  });
});
