import * as z from 'zod/mini';
import { describe } from '@engine';

/** Props of the Diamond Pass EXP record (P§2, P§7). */
export const passExpRecordProps = z.object({
  path: describe(z._default(z.string().check(z.regex(/^\//)), '/activity/diamondPass/listExpRecord'), 'GET path answering one page of EXP records: rows of exp, source and time, and hasMore.'),
  pageSize: describe(z._default(z.int().check(z.minimum(1), z.maximum(100)), 20), 'Records per page.'),
});

export type PassExpRecordProps = z.output<typeof passExpRecordProps>;
