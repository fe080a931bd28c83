import { describe, expect, it } from 'vitest';
import { drawStart, drawStep } from '@kit/draw/drawSteps';
import { checkDraw, readIndex, readPrizes } from './chanceDrawMachine';

describe('chance-draw rules', () => {
  it('a draw goes drawing -> revealing -> shown, and closing its result makes the game idle again', () => {
    const drawing = drawStep(drawStart, { type: 'start' });
    expect(drawStep(drawing, { type: 'start' })).toBe(drawing);
    const revealing = drawStep(drawing, { type: 'answered', prizes: readPrizes({ prizes: [{ id: 1, name: 'Rose', count: 1 }] }), reducedMotion: false });
    expect(revealing.phase).toBe('revealing');
    expect(drawStep(drawStep(revealing, { type: 'revealed' }), { type: 'close' })).toEqual(drawStart);
    expect(drawStep(drawing, { type: 'failed' })).toEqual(drawStart);
  });

  it('a draw is refused while another is under way and when fewer draws are left than the batch takes', () => {
    const index = readIndex({ chances: 3, batches: [1, 10] })!;
    expect(checkDraw(index, drawStart, 1)).toEqual({ ok: true });
    expect(checkDraw(index, drawStart, 10)).toEqual({ ok: false, reason: 'noChances', count: 3 });
    expect(checkDraw(index, { phase: 'drawing', result: [] }, 1)).toEqual({ ok: false, reason: 'busy' });
    expect(readIndex({ batches: [1] })).toBeUndefined();
  });

  it('a rare prize reads as the high tier; a row without a name is left out', () => {
    expect(readPrizes({ prizes: [{ id: 'h1', name: 'House', rare: true }, { count: 2 }, { name: 'Rose', count: 2 }] }).map((p) => [p.name, p.type, p.value])).toEqual([['House', 2, undefined], ['Rose', 1, 2]]);
  });
});
