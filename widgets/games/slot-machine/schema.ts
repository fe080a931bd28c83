import * as z from 'zod/mini';
import { bindable, describe, text, lazySchema } from '@engine';
import { intFrom, opt, withDefault } from '@kit/fields';

const apiPath = z.string().check(z.regex(/^\/[\w\-/]*$/));

export const slotMachineProps = lazySchema(() =>
  z.object({
    actType: withDefault(z.enum(['P10000', 'P10001']), 'P10000', 'Act type of the game: Rapid King P10000, cockfight P10001.'),
    variant: withDefault(
      z.enum(['rapid-king', 'cockfight']),
      'rapid-king',
      'Presentation: rapid-king shows the result on the board; cockfight names the chicken types (zero, ninja, normal, weak) and shows the result in a modal.',
    ),
    currentType: withDefault(
      bindable(describe(z.union([z.number(), z.string()]), 'Currency type: normal 1, game ticket 2, golden bean 3.')),
      1,
      'Currency type the bets are paid in: normal 1, game ticket 2, golden bean 3; usually {{query.ctype ?? 1}}.',
    ),
    pagePath: withDefault(apiPath, '/lottery/bigEaterAct/indexInfo', 'Main page of the game: round, status, seconds left, prizes, buy items, my bets, previous results.'),
    betPath: withDefault(apiPath, '/lottery/bigEaterAct/bet', 'POST path of a bet (actNo, currentType, medalConfigId, prizeConfigId).'),
    noticePath: withDefault(apiPath, '/lottery/bigEaterAct/clientDrawNotice', 'Draw notice of a round (actNo), asked while the round settles in case a push is missed.'),
    noticeIntervalMs: withDefault(intFrom(500), 3000, 'How often the draw notice is asked while a round settles (ms).'),
    resultSeconds: withDefault(intFrom(1), 10, 'Seconds the result stays when it came from a draw notice rather than a push.'),
    game: opt(z.string().check(z.regex(/^[\w-]+$/)), 'Key of the per-game "don\'t ask again" flag of the bet confirmation (default: the act type).'),
    title: opt(text('String key of the title above the board.'), 'String key of the title above the board.'),
  }),
);

export type SlotMachineProps = z.output<typeof slotMachineProps>;
