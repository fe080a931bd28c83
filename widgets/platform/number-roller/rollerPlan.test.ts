import { describe, expect, it } from 'vitest';
import { indexOfValue, rollerValues, stopPlan, ROLLER_DEFAULTS } from './rollerPlan';

describe('rollerPlan', () => {
  it('the default range is 0-9 with step 1', () => {
    expect(rollerValues(ROLLER_DEFAULTS.min, ROLLER_DEFAULTS.max, ROLLER_DEFAULTS.step)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rollerValues(0, 1, 0.5)).toEqual([0, 0.5, 1]);
  });

  it('steps at 40 ms, the last steps +100 ms each and the last +200 ms', () => {
    // From 0 to 7: seven steps, the last three slow down.
    expect(stopPlan(0, 7)).toEqual([40, 40, 40, 40, 140, 240, 440]);
  });

  it('a target too near for the slowdown adds a full lap', () => {
    const plan = stopPlan(5, 7);
    expect(plan).toHaveLength(12);
    expect(plan.slice(-3)).toEqual([140, 240, 440]);
    expect(stopPlan(4, 4)).toHaveLength(10);
  });

  it('the number of steps always lands on the target', () => {
    for (let from = 0; from < 10; from++) {
      for (let target = 0; target < 10; target++) {
        expect((from + stopPlan(from, target).length) % 10).toBe(target);
      }
    }
  });

  it('a target outside the range stops on the closest value', () => {
    const values = rollerValues(0, 9, 1);
    expect(indexOfValue(values, 42)).toBe(9);
    expect(indexOfValue(values, -3)).toBe(0);
  });
});
