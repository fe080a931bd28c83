import * as z from 'zod/mini';
import { actionRef, bindable, describe, lazySchema } from '@engine';

/**
 * Props of the number roller: a digit that rolls through a range (default 0-9, step 1, 40 ms per step), then
 * slows down onto a target.
 */
export const numberRollerProps = lazySchema(() =>
  z.object({
    value: z._default(bindable(describe(z.number(), 'The value to show, and the target to stop on when rolling ends.')), 0),
    rolling: z._default(bindable(describe(z.boolean(), 'Roll while true, e.g. {{state.drawing}}; when it turns false the roller slows down onto `value`.')), false),
    min: z._default(describe(z.number(), 'First value of the range.'), 0),
    max: z._default(describe(z.number(), 'Last value of the range.'), 9),
    step: z._default(describe(z.number().check(z.positive()), 'Difference between two neighbouring values.'), 1),
    intervalMs: z._default(describe(z.int().check(z.positive()), 'Time of one step while rolling (ms).'), 40),
    onStop: z.optional(actionRef('Action run when the roller has stopped on its target.', 'animation')),
  }),
);

export type NumberRollerProps = z.output<typeof numberRollerProps>;
