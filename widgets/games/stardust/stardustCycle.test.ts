import { describe, expect, it } from 'vitest';
import { formatInZone, stardustCycle, stardustFor, stardustPhase, zoneLabel } from './stardustCycle';

const t = (iso: string) => Date.parse(iso);

describe('the stardust cycle runs from the 20th to the 19th (UTC+8), cleared at 22:59', () => {
  it('an instant from the 20th on belongs to the cycle that started that month', () => {
    expect(stardustCycle(t('2026-11-20T00:00:00+08:00'))).toEqual({ start: t('2026-11-20T00:00:00+08:00'), end: t('2026-12-19T22:59:00+08:00') });
    expect(stardustCycle(t('2026-11-30T23:59:00+08:00')).start).toBe(t('2026-11-20T00:00:00+08:00'));
  });
  it('an instant before the 20th belongs to the cycle that started the month before', () => {
    expect(stardustCycle(t('2026-11-19T23:59:59+08:00'))).toEqual({ start: t('2026-10-20T00:00:00+08:00'), end: t('2026-11-19T22:59:00+08:00') });
    expect(stardustCycle(t('2026-12-05T12:00:00+08:00')).end).toBe(t('2026-12-19T22:59:00+08:00'));
  });
  it('the day is the service\'s (UTC+8), not UTC: 20th 00:30 UTC+8 is still the 19th in UTC', () => {
    expect(stardustCycle(t('2026-11-19T16:30:00Z')).start).toBe(t('2026-11-20T00:00:00+08:00'));
    expect(stardustCycle(t('2026-11-19T15:59:00Z')).start).toBe(t('2026-10-20T00:00:00+08:00'));
  });
  it('crosses the year: December\'s cycle ends on 19 January', () => {
    expect(stardustCycle(t('2026-12-31T10:00:00+08:00'))).toEqual({ start: t('2026-12-20T00:00:00+08:00'), end: t('2027-01-19T22:59:00+08:00') });
    expect(stardustCycle(t('2027-01-02T10:00:00+08:00')).start).toBe(t('2026-12-20T00:00:00+08:00'));
  });
  it('gathering until 22:59 on the 19th; cleared from then until 00:00 on the 20th, when gathering restarts', () => {
    expect(stardustPhase(t('2026-12-19T22:58:59+08:00')).phase).toBe('gathering');
    expect(stardustPhase(t('2026-12-19T22:59:00+08:00'))).toEqual({ phase: 'cleared', cycle: stardustCycle(t('2026-12-01T00:00:00+08:00')), restart: t('2026-12-20T00:00:00+08:00') });
    expect(stardustPhase(t('2026-12-19T23:59:59+08:00')).phase).toBe('cleared');
    expect(stardustPhase(t('2026-12-20T00:00:00+08:00'))).toMatchObject({ phase: 'gathering', cycle: { end: t('2027-01-19T22:59:00+08:00') } });
  });
  it('10 stardust per Spark lit', () => {
    expect(stardustFor(1)).toBe(10);
    expect(stardustFor(10)).toBe(100);
    expect(stardustFor(-3)).toBe(0);
  });
});

describe('the expiry (22:59 UTC+8) is shown in the user\'s time zone', () => {
  const end = t('2026-12-19T22:59:00+08:00');
  it('reads 22:59 in Manila and Kuala Lumpur, 21:59 in Bangkok and Ho Chi Minh City, the morning in New York', () => {
    expect(formatInZone(end, 'Asia/Manila')).toBe('2026-12-19 22:59');
    expect(formatInZone(end, 'Asia/Kuala_Lumpur')).toBe('2026-12-19 22:59');
    expect(formatInZone(end, 'Asia/Bangkok')).toBe('2026-12-19 21:59');
    expect(formatInZone(end, 'Asia/Ho_Chi_Minh')).toBe('2026-12-19 21:59');
    expect(formatInZone(end, 'America/New_York')).toBe('2026-12-19 09:59');
  });
  it('in a zone ahead of UTC+8 the expiry falls on the next day', () => {
    expect(formatInZone(end, 'Pacific/Auckland')).toBe('2026-12-20 03:59');
  });
  it('names the zone by its offset', () => {
    expect(zoneLabel(end, 'Asia/Bangkok')).toBe('GMT+7');
    expect(zoneLabel(end, 'Asia/Manila')).toBe('GMT+8');
  });
});
