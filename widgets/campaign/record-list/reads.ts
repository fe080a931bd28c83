/**
 * The data a record list reads (recordRows.ts reads it), per kind: one page of records from its `path`, each row
 * flat or carrying the user and the prize as objects (flat fields win).
 */
import { field, type DataRead, type ShapeField } from '@engine';
import { RECORD_KINDS, type RecordKind } from './schema';

const LIST_IN = ['list', 'rows', 'records', 'data', 'content'];
const time = field('createTime|time|date|gmtCreate', 'instant', 'When it happened (epoch ms or a date text).', { required: true });
const title = (what: string) => field('name|prizeName|title|reason|source|nickName|userName', 'text', what);
const prize = field('prize', 'object', 'The prize, when the row is not flat.', { fields: [field('name|prizeName|title', 'text', 'Prize name.'), field('icon|prizeIcon', 'text', 'Prize picture URL.'), field('count|num|amount', 'number', 'How many.')] });
const user = field('user', 'object', 'Who the record is about (everyone\'s draws).', { fields: [field('name|nickName|userName', 'text', 'User name.'), field('icon|avatar', 'text', 'Avatar URL.')] });
const picture = field('avatar|icon|prizeIcon', 'text', 'Picture URL.');
const amount = (what: string) => field('count|num|exp|amount|drawNum', 'number', what);
const status = (what: string) => field('status|state', 'text or number', what, { required: true });

const ROWS: Record<RecordKind, readonly ShapeField[]> = {
  prizes: [title('Prize name.'), picture, amount('How many.'), time, prize, user],
  draws: [title('What was drawn.'), picture, amount('Draws made.'), time, prize, user],
  exp: [title('Where the EXP came from.'), amount('EXP gained.'), time],
  invitations: [title('Who was invited.'), picture, status('invited, bound, declined, teamedUp (or 0-3).'), time],
  applications: [title('What was applied for.'), status('pending, approved or rejected.'), field('reward', 'text', 'Reward of an approved application.'), field('reason', 'text', 'Why an application was not approved.'), time],
  stardust: [title('Where the stardust came from or went.'), amount('Stardust earned (positive) or spent (negative).'), time],
};

export const recordReads: readonly DataRead[] = RECORD_KINDS.map((kind) => ({ prop: 'path', what: `Records of kind ${kind}, one page`, shape: 'rows', listIn: LIST_IN, fields: ROWS[kind], when: { prop: 'kind', is: kind } }));
