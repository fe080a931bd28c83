/** The data a ranking list reads (rankingRows.ts reads it): its rows, and the viewer's own rank. */
import { field, type DataRead } from '@engine';

const rowFields = [
  field('nickName|name|userName|familyName', 'text', 'Display name of the row.', { required: true }),
  field('avatar|icon|headUrl|avatarUrl', 'text', 'Avatar URL.'),
  field('diamonds|diamond|score|value', 'number', 'Score shown at the end of the row.'),
  field('rank|orderNumber', 'number', 'Place (default: the row\'s position).'),
  field('userId|id|familyId', 'text or number', 'Id of the user or family of the row.'),
];

const ownFields = [
  field('orderNumber|rank', 'number', 'Own place (0: not ranked).'),
  field('diamond|diamonds|score|value', 'number', 'Own score.'),
  field('distanceDiamond|distance', 'number', 'Score still needed to reach the place above.'),
];

export const rankingReads: readonly DataRead[] = [
  { prop: 'rows', what: 'Ranking rows, best first', shape: 'rows', fields: rowFields, renamedBy: 'fields' },
  { prop: 'source', what: 'Ranking rows, best first', shape: 'rows', listIn: ['list', 'rows', 'rankingList', 'top', 'records'], answer: [field('userRankNumber|ownRanking|own', 'object', 'The viewer\'s own rank.', { fields: ownFields })], fields: rowFields, renamedBy: 'fields' },
  { prop: 'own', what: 'The viewer\'s own rank', shape: 'object', fields: ownFields },
];
