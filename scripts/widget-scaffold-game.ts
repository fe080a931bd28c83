/**
 * What `npm run widget -- new <type> --game` writes for a draw game on the draw kit (kit/draw): the game's rules
 * (a pure machine: reading the index and the draw's answer, the phases, what a tap may do) and its views. The kit
 * runs the flow: the single-flight tap, the confirmation of a batch naming its cost, the request (`flow.draw`), the
 * result dialog, the failure toast by code and reading the index and the records again; its definition
 * (`defineDrawGame`) declares what every draw game declares alike.
 */
import { gameMachine } from './widget-scaffold-game-machine';
import { GAME_STRINGS } from './widget-scaffold-game-strings';
import { gameTests, type GameNames } from './widget-scaffold-game-tests';

export type { GameNames };

export function gameFiles(names: GameNames): Record<string, string> {
  const { type, camel, Pascal, machine } = names;
  const out: Record<string, string> = {
    'index.ts': `import { defineDrawGame } from '@kit/draw/defineDrawGame';
import { ${camel}Props } from './schema';

/** The ${type.replace(/-/g, ' ')} draw game. */
export const ${camel} = defineDrawGame({
  type: '${type}',
  description: 'A draw game: draws of 1 or 10 paid in diamonds (a draw above one is asked first, naming its cost), one at a time, the prizes in a result dialog; short of diamonds it runs the page\\'s recharge action.',
  props: ${camel}Props,
  component: () => import('./${Pascal}'),
  module: import.meta.url,
  skeletonHeight: 240,
});
`,
    'schema.ts': `import * as z from 'zod/mini';
import { apiPath, drawGameProps, pathProp } from '@kit/draw/drawProps';
import { withDefault } from '@kit/fields';

export const ${camel}Props = drawGameProps({ recharge: true, after: ['onDrawn', 'Action run after each answered draw.'], title: 'String key of the title shown at the top of the widget.' }, () => ({
  indexPath: pathProp('/activity/${camel}/index', 'Index of the game: price of one draw, batches, balance.'),
  drawPath: pathProp('/activity/${camel}/draw', 'POST: a draw of a batch (count); answers the prizes.'),
  refreshPaths: withDefault(z.array(apiPath), ['/activity/${camel}/records'], 'API paths whose reads (record lists) a draw changes: they are read again after each draw.'),
}));

export type ${Pascal}Props = z.output<typeof ${camel}Props>;
`,
    [`${Pascal}.tsx`]: `import { useMemo, useReducer, useRef } from 'react';
import { formatThousands, useApiQuery, type WidgetComponentProps } from '@engine';
import { DrawConfirm, useDrawSpend } from '@kit/draw/DrawConfirm';
import { drawRequestSteps } from '@kit/draw/drawSteps';
import { GameLoading, GameTitle } from '@kit/draw/GameFrame';
import { LazyDrawResult } from '@kit/draw/LazyDrawResult';
import { SPEND_FAILURES, useDrawFlow, useDrawTap } from '@kit/draw/useDrawFlow';
import { useWidgetT } from '@kit/useWidgetT';
import { checkDraw, readIndex, readPrizes, ${camel}Reducer, ${camel}Start } from './${machine}';
import type { ${Pascal}Props } from './schema';

export default function ${Pascal}({ props }: WidgetComponentProps<${Pascal}Props>) {
  const wt = useWidgetT('${type}');
  const query = useApiQuery<unknown>({ path: props.indexPath });
  const index = useMemo(() => readIndex(query.data), [query.data]);
  const [state, dispatch] = useReducer(${camel}Reducer, ${camel}Start);
  const flow = useDrawFlow({ strings: 'common:widgets.${type}', refetch: query.refetch, refreshPaths: props.refreshPaths, onDrawn: props.onDrawn, rechargeAction: props.rechargeAction, failureKeys: SPEND_FAILURES });
  const latest = useRef({ state, index });
  latest.current = { state, index };
  const allowed = (count: number) => !!latest.current.index && flow.allowed(checkDraw(latest.current.index, latest.current.state, count));
  const draw = useDrawTap(async (count: number) => {
    if (allowed(count)) await flow.draw(props.drawPath, count, drawRequestSteps(dispatch, (answer) => ({ type: 'drawn', prizes: readPrizes(answer), reducedMotion: flow.reduced() })));
  });
  const spend = useDrawSpend(({ count }) => draw.run(count), ({ count }) => allowed(count));
  if (!index) return <section className="cw-${type}"><GameLoading read={query} rows={2} height={72} /></section>;

  const busy = draw.pending || state.phase !== 'idle';
  return (
    <section className="cw-${type}" aria-busy={busy}>
      <GameTitle title={props.title} className="cw-${type}__title" />
      <p>{wt('intro')}</p>
      <p data-testid="${type}-balance">{wt('balance', { count: formatThousands(index.balance) })}</p>
      {index.batches.map((n) => (
        <button key={n} type="button" className="cw-btn cw-btn--primary" data-testid={\`${type}-draw-\${n}\`} disabled={busy} onClick={() => spend.tap({ count: n, cost: wt('cost', { count: formatThousands(n * index.price) }) })}>
          {wt('drawN', { count: n })}
        </button>
      ))}
      <DrawConfirm item={spend.asked} />
      <LazyDrawResult phase={state.phase} prizes={state.result} onRevealed={() => dispatch({ type: 'revealed' })} onSkip={() => dispatch({ type: 'revealed' })} onClose={() => dispatch({ type: 'close' })} wt={wt} />
    </section>
  );
}
`,
    [`${machine}.ts`]: gameMachine(names),
    ...gameTests(names),
  };
  for (const [pack, text] of Object.entries(GAME_STRINGS)) out[`strings/${pack}.yaml`] = text;
  return out;
}
