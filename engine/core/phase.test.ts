import { describe, expect, it } from 'vitest';
import { phaseAt } from './phase';

const period = { preheat: '2024-12-20T00:00:00+08:00', start: '2024-12-25T00:00:00+08:00', end: '2024-12-31T00:00:00+08:00' };
const at = (iso: string) => Date.parse(iso);

describe('phaseAt', () => {
  it('is notStarted before preheat', () => expect(phaseAt(period, at('2024-12-19T23:59:59+08:00'))).toBe('notStarted'));
  it('is preheat from preheat up to start', () => {
    expect(phaseAt(period, at('2024-12-20T00:00:00+08:00'))).toBe('preheat');
    expect(phaseAt(period, at('2024-12-24T23:59:59.999+08:00'))).toBe('preheat');
  });
  it('is running from start up to end', () => {
    expect(phaseAt(period, at('2024-12-25T00:00:00+08:00'))).toBe('running');
    expect(phaseAt(period, at('2024-12-30T23:59:59+08:00'))).toBe('running');
  });
  it('is ended from end on', () => expect(phaseAt(period, at('2024-12-31T00:00:00+08:00'))).toBe('ended'));
  it('is notStarted before start when there is no preheat', () => {
    expect(phaseAt({ start: period.start, end: period.end }, at('2024-12-24T00:00:00+08:00'))).toBe('notStarted');
  });
  it('compares instants across offsets', () => {
    expect(phaseAt(period, at('2024-12-24T16:00:00Z'))).toBe('running');
  });
});
