import * as z from 'zod/mini';
import { bindable, describe, lazySchema, text } from '@engine';
import { boundRows, opt } from '@kit/fields';

export const levelDisplayProps = lazySchema(() =>
  z.object({
    levels: boundRows(
      'Levels, lowest first: level (number), points (the value that unlocks it), name (the server\'s name, used when nameKey finds no string).',
      'The named levels and their thresholds, e.g. {{data.nest.levels}}; undefined while loading.',
    ),
    value: bindable(describe(z.number(), 'The value reached, e.g. {{data.nest.points}}: every level whose points it reaches is unlocked; the highest is the current level.')),
    nameKey: opt(z.string().check(z.regex(/^[A-Za-z_][\w.:-]*\{level\}[\w.-]*$/)), 'String key naming a level, with {level} standing for its number (e.g. house{level} reads house3 for level 3); the row\'s name when absent.'),
    title: opt(text('String key of the title above the levels.'), 'String key of the title above the levels (none: no title).'),
  }),
);

export type LevelDisplayProps = z.output<typeof levelDisplayProps>;
