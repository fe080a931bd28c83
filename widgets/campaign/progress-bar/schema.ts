import * as z from 'zod/mini';
import { bindable, describe, text, lazySchema } from '@engine';
import { opt } from '@kit/fields';

export const milestone = z.object({
  at: describe(z.number().check(z.minimum(0)), 'Value at which the milestone is reached.'),
  label: opt(text('String key under the marker, e.g. "Frame".'), 'String key under the marker, e.g. "Frame" (default: the value).'),
});

export const progressBarProps = lazySchema(() =>
  z.object({
    value: bindable(describe(z.number(), 'Current value, e.g. {{data.progress.exp}}.')),
    max: opt(bindable(describe(z.number().check(z.positive()), 'Value of a full bar.')), 'Value of a full bar (default: the last milestone).'),
    milestones: opt(z.array(milestone), 'Markers along the bar; reached ones are highlighted.'),
    label: opt(text('String key above the bar; may use {value} and {max}.'), 'String key above the bar; may use {value} and {max}.'),
  }),
);

export type ProgressBarProps = z.output<typeof progressBarProps>;
