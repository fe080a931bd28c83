import * as z from 'zod/mini';
import { bindable, dataRef, describe, instant, lazySchema, text } from '@engine';
import { boundRows, intFrom, looseRow, opt, withDefault } from '@kit/fields';
import { listWordProps } from '@kit/list/listWords';

/** Ranking classify types: sent 3, received 5, family sent 6. */
export const CLASSIFY = { sent: 3, received: 5, familySent: 6 } as const;
/** Ranking periods: current/last/next week 0/2/4, current/last/next month 5/8/9. */
export const PERIODS = { currentWeek: 0, lastWeek: 2, nextWeek: 4, currentMonth: 5, lastMonth: 8, nextMonth: 9 } as const;

const classify = z.union([z.literal(3), z.literal(5), z.literal(6)]);
const period = z.union([z.literal(0), z.literal(2), z.literal(4), z.literal(5), z.literal(8), z.literal(9)]);

export const rankingFields = z.object({
  name: opt(z.string(), 'Row field holding the display name (default: nickName, name or userName).'),
  avatar: opt(z.string(), 'Row field holding the avatar URL (default: avatar, icon or headUrl).'),
  score: opt(z.string(), 'Row field holding the score (default: diamonds, diamond, score or value).'),
});

export const rankingListProps = lazySchema(() =>
  z.object({
    rows: boundRows('Ranking rows, best first.', 'Ranking rows, best first, usually a binding such as {{data.ranking.list}}.'),
    source: opt(dataRef('Declared data source whose answer holds the rows (list, rows, rankingList or top) and the own rank (userRankNumber).'), 'Declared data source holding the rows and the own rank; gives loading, error and retry states.'),
    classify: opt(classify, 'Ranking type requested by the widget itself: sent 3, received 5, family sent 6.'),
    period: withDefault(period, 0, 'Ranking period: current week 0, last week 2, next week 4, current month 5, last month 8, next month 9.'),
    path: withDefault(z.string().check(z.regex(/^\//)), '/marketing/rankingList/getData', 'API path read when `classify` is given and neither rows nor source are.'),
    own: opt(bindable(describe(looseRow, 'Own rank: diamond, orderNumber, distanceDiamond.')), 'Own rank (userRankNumber): diamond, orderNumber (0 = not ranked) and distanceDiamond to the place above.'),
    roomField: opt(z.string(), 'Row field holding the room id (e.g. roomId): a row with one opens that room of the app when tapped (forward type 9).'),
    fields: opt(rankingFields, 'Names of the row fields when the API uses other names.'),
    limit: opt(intFrom(1), 'Show at most this many rows.'),
    ...listWordProps('the list', 'nobody is ranked yet', 'a shared message'),
    openFrom: opt(bindable(instant('Instant (ISO-8601 with offset, or epoch milliseconds) the ranking opens.')), 'The ranking is shown from this instant on, e.g. {{data.family.rankStart}}; before it, a notice says it is not open.'),
    openUntil: opt(bindable(instant('Instant (ISO-8601 with offset, or epoch milliseconds) the ranking closes.')), 'The ranking is shown until this instant, e.g. {{data.family.rankEnd}}; after it, a notice says it is closed.'),
    closedText: opt(text('String key shown instead of the ranking outside its open range.'), 'String key shown instead of the ranking outside openFrom..openUntil (default: a shared message).'),
    rowHeight: withDefault(intFrom(32), 60, 'Height of one row in px (kept fixed so long lists can be virtualized).'),
    virtualizeFrom: withDefault(intFrom(1), 200, 'From this many rows on, only the visible rows are rendered.'),
  }),
);

export type RankingListProps = z.output<typeof rankingListProps>;
export type RankingFields = z.output<typeof rankingFields>;
