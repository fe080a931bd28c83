import { describe, expect, it } from 'vitest';
import { drawStart, drawStep } from '@kit/draw/drawSteps';
import { checkLaunch, readIndex, readPrizes } from './carouselLaunchMachine';

describe('carousel-launch rules', () => {
  it('a launch goes launching -> revealing -> shown, and closing its result makes the carousel idle again', () => {
    const drawing = drawStep(drawStart, { type: 'start' });
    expect(drawStep(drawing, { type: 'start' })).toBe(drawing);
    const revealing = drawStep(drawing, { type: 'answered', prizes: readPrizes({ prizes: [{ id: 1, name: 'Rose', value: 1 }] }), reducedMotion: false });
    expect(revealing.phase).toBe('revealing');
    expect(drawStep(drawStep(revealing, { type: 'revealed' }), { type: 'close' })).toEqual(drawStart);
    expect(drawStep(drawing, { type: 'failed' })).toEqual(drawStart);
  });

  it('a launch is refused while another is under way and when the candy is short of its price', () => {
    const index = readIndex({ price: 10, batches: [1, 10], candy: 50 })!;
    expect(checkLaunch(index, drawStart, 1)).toEqual({ ok: true });
    expect(checkLaunch(index, drawStart, 10)).toEqual({ ok: false, reason: 'short' });
    expect(checkLaunch(index, { phase: 'drawing', result: [] }, 1)).toEqual({ ok: false, reason: 'busy' });
    expect(readIndex({ batches: [1] })).toBeUndefined();
  });

  it('reads the guarantee counter only when it makes sense, and marks the first prize as the special card', () => {
    expect(readIndex({ price: 10, candy: 0, pity: { count: 45, within: 50 }, firstPrize: { name: 'Carriage' } })).toMatchObject({ pity: { count: 45, within: 50 }, firstPrize: 'Carriage', batches: [1, 10] });
    expect(readIndex({ price: 10, pity: { count: 60, within: 50 } })?.pity).toBeUndefined();
    expect(readIndex({ price: 10, pity: { count: 1, within: 0 } })?.pity).toBeUndefined();
    expect(readPrizes({ prizes: [{ id: 1, name: 'Carriage', first: true }, { id: 2, name: 'Rose' }, { id: 3 }] }).map((p) => [p.name, p.special, p.type])).toEqual([['Carriage', true, 2], ['Rose', false, 1]]);
  });
});
