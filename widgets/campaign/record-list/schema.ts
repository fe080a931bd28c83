import * as z from 'zod/mini';
import { actionRef, describe, text, lazySchema } from '@engine';
import { intFrom, opt, withDefault } from '@kit/fields';

export const RECORD_KINDS = ['prizes', 'draws', 'exp', 'invitations', 'applications', 'stardust'] as const;

export const recordListProps = lazySchema(() =>
  z.object({
    kind: describe(z.enum(RECORD_KINDS), 'What the records are: prizes won, draws made, EXP gained, invitations sent, applications made (with their review state: under review, approved, not approved) or stardust earned and spent (signed amounts).'),
    path: describe(z.string().check(z.regex(/^\//)), 'API path answering one page of records, e.g. /activity/spark/listUserPrizeRecord.'),
    params: opt(z.record(z.string(), z.unknown()), 'Extra query parameters sent with every page; may hold bindings.'),
    pageSize: withDefault(intFrom(1), 20, 'Records per page; a shorter page means there are no more.'),
    pageParam: withDefault(z.string(), 'page', 'Name of the page-number parameter.'),
    sizeParam: withDefault(z.string(), 'size', 'Name of the page-size parameter.'),
    firstPage: withDefault(intFrom(0), 1, 'Number of the first page (0 or 1).'),
    paging: withDefault(z.enum(['button', 'reach-bottom']), 'button', 'Load the next page with a "Load more" button or when the end of the list scrolls into view.'),
    title: opt(text('String key of a title above the records.'), 'String key of a title above the records.'),
    respondAction: opt(
      actionRef('Action answering an invitation still waiting (status invited): its row shows Accept and Decline; the row is {{state.<stateKey>}} with `accept` true or false, and the list is read again after.'),
      'Action answering an invitation still waiting (Accept and Decline on its row; none when absent).',
    ),
    stateKey: withDefault(z.string().check(z.regex(/^[A-Za-z_]\w*$/)), 'record', 'Page state key holding the row answered (its fields, e.g. {{state.record.inviteId}}, and accept).'),
  }),
);

export type RecordListProps = z.output<typeof recordListProps>;
export type RecordKind = (typeof RECORD_KINDS)[number];
