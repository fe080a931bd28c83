/**
 * What `npm run widget -- new <type> --game` writes for a draw game on the draw kit (kit/draw): the game's rules
 * (a pure machine: reading the index and the draw's answer, the phases, what a tap may do) and its views. The kit
 * runs the flow: the single-flight tap, the confirmation of a batch naming its cost, the request (`flow.draw`), the
 * result dialog, the failure toast by code and reading the index and the records again; its definition
 * (`defineDrawGame`) declares what every draw game declares alike.
 */
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
    [`${machine}.ts`]: `/**
 * The rules of the ${type.replace(/-/g, ' ')} draw game, pure: the draw kit (kit/draw) runs the flow around them.
 * Reading: the index gives the price of one draw (diamonds), the batches and the balance; a draw's answer gives
 * its prizes. Drawing: idle -> drawing -> revealing (skippable; skipped at once with reduced motion) -> shown ->
 * idle when the result is closed; a refused or lost draw goes back to idle. A draw is refused while another is
 * under way, and when the balance is short of its price.
 */
/** A prize as the kit's result shows it (kit/draw/DrawResult.tsx), card tier normal 1 or high 2; the rules stand alone. */
export type ${Pascal}Prize = { key: string; name: string; icon?: string; value?: number; type: number; special: boolean };

export interface ${Pascal}Index {
  price: number;
  batches: number[];
  balance: number;
}

export interface ${Pascal}State {
  phase: 'idle' | 'drawing' | 'revealing' | 'shown';
  result: ${Pascal}Prize[];
}

export const ${camel}Start: ${Pascal}State = { phase: 'idle', result: [] };

export type ${Pascal}Event = { type: 'start' } | { type: 'drawn'; prizes: ${Pascal}Prize[]; reducedMotion: boolean } | { type: 'failed' } | { type: 'revealed' } | { type: 'close' };

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (row: Row, name: string): number | undefined => {
  const v = row[name];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
};

/** The index, or undefined without a price (nothing to draw). */
export function readIndex(answer: unknown): ${Pascal}Index | undefined {
  if (!isRow(answer)) return undefined;
  const price = num(answer, 'price');
  if (price === undefined) return undefined;
  const batches = Array.isArray(answer.batches) ? answer.batches.filter((n): n is number => typeof n === 'number' && n > 0) : [];
  return { price, batches: batches.length > 0 ? batches : [1, 10], balance: num(answer, 'diamond') ?? 0 };
}

/** The prizes of a draw's answer (\`prizes\`); rows without a name are left out. */
export function readPrizes(answer: unknown): ${Pascal}Prize[] {
  const rows = isRow(answer) && Array.isArray(answer.prizes) ? answer.prizes : [];
  return rows.flatMap((row: unknown, i: number) => {
    if (!isRow(row) || typeof row.name !== 'string') return [];
    const value = num(row, 'value');
    return [{ key: \`\${String(row.id ?? row.name)}-\${i}\`, name: row.name, type: value !== undefined && value >= 999 ? 2 : 1, special: false, ...(typeof row.icon === 'string' ? { icon: row.icon } : {}), ...(value !== undefined ? { value } : {}) }];
  });
}

export function ${camel}Reducer(s: ${Pascal}State, e: ${Pascal}Event): ${Pascal}State {
  switch (e.type) {
    case 'start':
      return s.phase === 'idle' ? { phase: 'drawing', result: [] } : s;
    case 'drawn':
      return s.phase === 'drawing' ? { phase: e.reducedMotion ? 'shown' : 'revealing', result: e.prizes } : s;
    case 'failed':
      return s.phase === 'drawing' ? ${camel}Start : s;
    case 'revealed':
      return s.phase === 'revealing' ? { ...s, phase: 'shown' } : s;
    case 'close':
      return s.phase === 'revealing' || s.phase === 'shown' ? ${camel}Start : s;
  }
}

/** Whether a draw of \`count\` may be sent now. */
export function checkDraw(index: ${Pascal}Index, s: ${Pascal}State, count: number): { ok: true } | { ok: false; reason: 'busy' | 'noDiamonds' } {
  if (s.phase !== 'idle') return { ok: false, reason: 'busy' };
  return index.balance < index.price * count ? { ok: false, reason: 'noDiamonds' } : { ok: true };
}
`,
    ...gameTests(names),
  };
  for (const [pack, text] of Object.entries(GAME_STRINGS)) out[`strings/${pack}.yaml`] = text;
  return out;
}
