import * as z from 'zod/mini';
import { actionRef, dataRef, lazySchema } from '@engine';
import { intFrom, opt } from '@kit/fields';
import { listWordProps } from '@kit/list/listWords';

export const voteListProps = lazySchema(() =>
  z.object({
    source: dataRef('Declared data source answering the candidates best first (rows, list or top): userId, name, icon, votes.'),
    voteAction: actionRef('Action run by the Vote button of a candidate; the candidate is in {{state.candidate}} (e.g. {{state.candidate.userId}}). One vote runs at a time.'),
    ...listWordProps('the candidates', 'there is no candidate', 'a shared message'),
    limit: opt(intFrom(1), 'Show at most this many candidates.'),
  }),
);

export type VoteListProps = z.output<typeof voteListProps>;
