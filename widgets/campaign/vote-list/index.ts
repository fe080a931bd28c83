import { dataReads, defineWidget } from '@engine';
import voteReads from './reads.json';
import { voteListProps } from './schema';

/** Candidates best first with a Vote button on each (the singer vote). */
export const voteList = defineWidget({
  type: 'vote-list',
  version: 1,
  description: 'Candidates best first (place, avatar, name, votes) with a Vote button on each that runs the page action with the candidate in state.candidate, one vote at a time; loading, error with retry and empty states.',
  props: voteListProps,
  reads: dataReads(voteReads),
  component: () => import('./VoteList'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 360,
});
