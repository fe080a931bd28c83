/** The data a vote list reads (VoteList.tsx reads it): one row per candidate, best first. */
import { field, type DataRead } from '@engine';

export const voteReads: readonly DataRead[] = [
  {
    prop: 'source',
    what: 'Candidates, best first',
    shape: 'rows',
    listIn: ['rows', 'list', 'top'],
    fields: [
      field('name|nickName|userName', 'text', 'Name of the candidate.', { required: true }),
      field('userId|id', 'text or number', 'Id of the candidate (a vote tap puts the row in {{state.candidate}}).'),
      field('icon|avatar|headUrl', 'text', 'Avatar URL.'),
      field('votes|value|score', 'number', 'Votes so far.'),
      field('rank', 'number', 'Place (default: the row\'s position).'),
    ],
  },
];
