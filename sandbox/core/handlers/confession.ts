/**
 * Confession wall (sandbox-defined: the spec gives the page, not its calls). Everyone sees the same wall,
 * newest first; a message is written to another user by id.
 *
 * Assumed rules: the receiver is a user id of 4 to 12 digits, not starting with 0, and not the writer
 * (refused with "Please enter a valid user id"); the message is required and at most 100 characters.
 */
import { rankedUsers } from '../catalog';
import { pageOf, paging, personOf, shared, str, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { isoAt } from '../time';

export const CONFESSION_MAX = 100;
export const USER_ID = /^[1-9]\d{3,11}$/;

interface Confession { id: number; from: string; to: string; content: string; at: number }

const SEED_TEXTS = [
  'Thank you for singing my favourite song last night!',
  'Your voice makes my day better. See you in the room tonight.',
  'Happy birthday, best host ever!',
  'Sorry I missed your show, I will be there next time.',
  'You are the kindest family leader. Thank you for everything.',
  'That duet was amazing, let us sing again soon!',
  'Good luck in the ranking this week!',
  'Miss our late-night chats. Come back to the room!',
];

const wall = (c: Ctx) => shared<Confession[]>(c.world, 'confessions', () => {
  const people = rankedUsers(c.world.seed, 'confession', SEED_TEXTS.length + 1);
  return SEED_TEXTS.map((content, i) => ({ id: i + 1, from: people[i]!.userId, to: people[i + 1]!.userId, content, at: c.now - (i + 1) * 2_700_000 }));
});

const person = (c: Ctx, userId: string) => personOf(c.world, userId);

export const confessionRoutes: Routes = {
  'GET /marketing/confession/list': (c) => {
    const rows = [...wall(c)].sort((a, b) => b.at - a.at || b.id - a.id).map((m) => ({ id: m.id, from: person(c, m.from), to: person(c, m.to), content: m.content, createTime: isoAt(m.at) }));
    return pageOf(rows, paging(c));
  },
  'POST /marketing/confession/save': (c) => {
    const to = str(c, 'toUserId', '').trim();
    if (!USER_ID.test(to)) fail('invalidUserId', STATUS.badRequest);
    if (to === c.user.userId) fail('confessionToSelf', STATUS.badRequest);
    const content = str(c, 'content', '').trim();
    if (content === '') fail('confessionEmpty', STATUS.badRequest);
    if ([...content].length > CONFESSION_MAX) fail('textTooLong', STATUS.badRequest, { max: CONFESSION_MAX });
    const list = wall(c);
    const m: Confession = { id: list.reduce((n, x) => Math.max(n, x.id), 0) + 1, from: c.user.userId, to, content, at: c.now };
    list.push(m);
    return { id: m.id, from: person(c, m.from), to: person(c, m.to), content, createTime: isoAt(m.at) };
  },
};
