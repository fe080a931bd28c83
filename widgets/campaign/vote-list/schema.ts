import * as z from 'zod/mini';
import { actionRef, dataRef, lazySchema, text } from '@engine';
import { intFrom, opt } from '@kit/fields';

export const voteListProps = lazySchema(() =>
  z.object({
    source: dataRef('Declared data source answering the candidates best first (rows, list or top): userId, name, icon, votes.'),
    voteAction: actionRef('Action run by the Vote button of a candidate; the candidate is in {{state.candidate}} (e.g. {{state.candidate.userId}}). One vote runs at a time.'),
    title: opt(text('String key of a title above the candidates.'), 'String key of a title above the candidates.'),
    emptyText: opt(text('String key shown when there is no candidate.'), 'String key shown when there is no candidate (default: a shared message).'),
    limit: opt(intFrom(1), 'Show at most this many candidates.'),
  }),
);

export type VoteListProps = z.output<typeof voteListProps>;
