import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { descriptionOf } from '@engine';
import { slotMachine } from './index';

type Def = { type: string; getter?: () => z.ZodMiniType; shape?: Record<string, z.ZodMiniType> };
const defOf = (s: z.ZodMiniType) => (s as unknown as { _zod: { def: Def } })._zod.def;
/** The fields of a props schema (built on first use: the object inside the lazy wrapper). */
const shapeOf = (s: z.ZodMiniType) => (defOf(s).type === 'lazy' ? defOf(defOf(s).getter!()) : defOf(s)).shape ?? {};

describe('slot-machine definition', () => {
  it('describes every prop for operators and loads its component lazily', async () => {
    const fields = Object.entries(shapeOf(slotMachine.props));
    expect(fields.length).toBeGreaterThan(5);
    for (const [name, field] of fields) expect(descriptionOf(field), name).toBeTruthy();
    expect(typeof (await slotMachine.component()).default).toBe('function');
  });

  it('defaults to Rapid King on the big-eater calls with normal currency', () => {
    expect(slotMachine.props.parse({})).toMatchObject({ actType: 'P10000', variant: 'rapid-king', currentType: 1, betPath: '/lottery/bigEaterAct/bet' });
  });
});
