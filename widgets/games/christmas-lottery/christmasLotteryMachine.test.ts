import { describe, expect, it } from 'vitest';
import { drawStart, drawStep } from '@kit/draw/drawSteps';
import { checkDraw, offerFor, readIndex, readPrizes } from './christmasLotteryMachine';

describe('christmas-lottery rules', () => {
  it('a draw goes drawing -> revealing -> shown, and closing its result makes the game idle again', () => {
    const drawing = drawStep(drawStart, { type: 'start' });
    expect(drawStep(drawing, { type: 'start' })).toBe(drawing);
    const revealing = drawStep(drawing, { type: 'answered', prizes: readPrizes({ prizes: [{ id: 1, name: 'Rose', value: 1 }] }), reducedMotion: false });
    expect(revealing.phase).toBe('revealing');
    expect(drawStep(drawStep(revealing, { type: 'revealed' }), { type: 'close' })).toEqual(drawStart);
    expect(drawStep(drawing, { type: 'failed' })).toEqual(drawStart);
  });

  it('a draw is refused while another is under way and when fewer draws are paid than the batch holds; offers name what buys a batch', () => {
    const offers = [{ count: 1, priceUsd: 0.99, clientProductId: 'a', productIdentifier: 'a.1' }, { count: 10, priceUsd: 9.9, clientProductId: 'b', productIdentifier: 'b.10' }, { count: 5 }];
    const index = readIndex({ price: 1, batches: [1, 10], draws: 5, offers })!;
    expect(checkDraw(index, drawStart, 1)).toEqual({ ok: true });
    expect(checkDraw(index, drawStart, 10)).toEqual({ ok: false, reason: 'notPaid' });
    expect(index.offers).toHaveLength(2);
    expect(offerFor(index, 10)).toMatchObject({ priceUsd: 9.9, clientProductId: 'b' });
    expect(checkDraw(index, { phase: 'drawing', result: [] }, 1)).toEqual({ ok: false, reason: 'busy' });
    expect(readIndex({ batches: [1] })).toBeUndefined();
  });
});
