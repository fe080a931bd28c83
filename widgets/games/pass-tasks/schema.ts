import * as z from 'zod/mini';
import { actionRef, bindable, dataRef, describe, lazySchema } from '@engine';

/**
 * Props of the Diamond Pass task list: blue tasks count once a day, purple ones up to 15 times; users who own premium
 * get diamonds instead of the premium-pass task reward.
 */
export const passTasksProps = lazySchema(() =>
  z.object({
    source: dataRef('Declared data source answering the task list (/activity/diamondPass/userTaskList).'),
    premium: describe(z._default(bindable(z.boolean()), false), 'True when the user owns premium, e.g. {{data.pass.premium}}: the premium-pass task then pays 1000 diamonds instead.'),
    substituteDiamonds: describe(z._default(z.int().check(z.minimum(1)), 1000), 'Diamonds premium owners get instead of the premium-pass task reward.'),
    goAction: describe(z.optional(actionRef('Action run by the "Go" button of an unfinished task.')), 'Action run by the "Go" button of an unfinished task not named in goActions (no button when absent), e.g. opening the recharge dialog.'),
    goActions: describe(
      z._default(z.record(z.string(), actionRef('Action run by the "Go" button of this task.')), {}),
      'By task id: the action of that task\'s "Go" button (sending gifts leads to the rooms, topping up to the recharge dialog); tasks named nowhere use goAction.',
    ),
  }),
);

export type PassTasksProps = z.output<typeof passTasksProps>;
