/**
 * What `npm run widget -- new <type> --game` writes for a draw game on the draw kit (kit/draw): the game's rules
 * (a pure machine: reading the index and the draw's answer, the phases, what a tap may do) and its views. The kit
 * runs the flow: the single-flight tap, the confirmation of a batch naming its cost, the request, the result
 * dialog, the failure toast by code and reading the index and the records again.
 */
export type GameNames = Record<'type' | 'camel' | 'Pascal' | 'machine', string>;

/** The game's strings, translated: its views show them (the kit's dialogs bring their own). */
const GAME_STRINGS: Record<string, string> = {
  en: 'intro: Draw and collect your prizes.\nbalance: "My diamonds: {count}"\ndrawN: "Draw ×{count}"\ncost: "{count} diamonds"\nresultTitle: "Congratulations!"\nskip: "Skip"\nok: "OK"\nshort: "Not enough diamonds, please top up."\n',
  ms: 'intro: Cabut dan kumpul hadiah anda.\nbalance: "Berlian saya: {count}"\ndrawN: "Cabut ×{count}"\ncost: "{count} berlian"\nresultTitle: "Tahniah!"\nskip: "Langkau"\nok: "OK"\nshort: "Berlian tidak mencukupi, sila tambah nilai."\n',
  th: 'intro: สุ่มและสะสมรางวัลของคุณ\nbalance: "เพชรของฉัน: {count}"\ndrawN: "สุ่ม ×{count}"\ncost: "{count} เพชร"\nresultTitle: "ยินดีด้วย!"\nskip: "ข้าม"\nok: "ตกลง"\nshort: "เพชรไม่พอ กรุณาเติมเงิน"\n',
  fil: 'intro: Mag-draw at kolektahin ang iyong mga premyo.\nbalance: "Aking diamante: {count}"\ndrawN: "Draw ×{count}"\ncost: "{count} diamante"\nresultTitle: "Binabati kita!"\nskip: "Laktawan"\nok: "OK"\nshort: "Kulang ang diamante, mag-top up po."\n',
  vi: 'intro: Rút thưởng và sưu tập phần thưởng của bạn.\nbalance: "Kim cương của tôi: {count}"\ndrawN: "Rút ×{count}"\ncost: "{count} kim cương"\nresultTitle: "Chúc mừng!"\nskip: "Bỏ qua"\nok: "OK"\nshort: "Không đủ kim cương, vui lòng nạp thêm."\n',
};

export function gameFiles({ type, camel, Pascal, machine }: GameNames): Record<string, string> {
  const out: Record<string, string> = {
    'schema.ts': `import * as z from 'zod/mini';
import { actionRef, lazySchema, text } from '@engine';
import { opt, withDefault } from '@kit/fields';

const apiPath = z.string().check(z.regex(/^\\/[\\w\\-/]*$/));

export const ${camel}Props = lazySchema(() =>
  z.object({
    indexPath: withDefault(apiPath, '/activity/${camel}/index', 'Index of the game: price of one draw, batches, balance.'),
    drawPath: withDefault(apiPath, '/activity/${camel}/draw', 'POST: a draw of a batch (count); answers the prizes.'),
    refreshPaths: withDefault(z.array(apiPath), ['/activity/${camel}/records'], 'API paths whose reads (record lists) a draw changes: they are read again after each draw.'),
    rechargeAction: opt(actionRef('Action run when the diamonds are short, e.g. opening the recharge dialog.'), 'Action run when the diamonds are short, e.g. opening the recharge dialog.'),
    onDrawn: opt(actionRef('Action run after each answered draw.'), 'Action run after each answered draw.'),
    title: opt(text('String key of the title shown at the top of the widget.'), 'String key of the title shown at the top of the widget (none: no title).'),
  }),
);

export type ${Pascal}Props = z.output<typeof ${camel}Props>;
`,
    [`${Pascal}.tsx`]: `import { useMemo, useReducer, useRef } from 'react';
import { formatThousands, useApiQuery, useT, type WidgetComponentProps } from '@engine';
import { DrawConfirm, useDrawSpend } from '@kit/draw/DrawConfirm';
import { LazyDrawResult, preloadDrawResult } from '@kit/draw/LazyDrawResult';
import { SPEND_FAILURES, useDrawFlow, useDrawTap } from '@kit/draw/useDrawFlow';
import { SkeletonRows } from '@kit/SkeletonRows';
import { StateMessage } from '@kit/StateMessage';
import { useWidgetT } from '@kit/useWidgetT';
import { checkDraw, readIndex, readPrizes, ${camel}Reducer, ${camel}Start } from './${machine}';
import type { ${Pascal}Props } from './schema';

export default function ${Pascal}({ props }: WidgetComponentProps<${Pascal}Props>) {
  const t = useT();
  const wt = useWidgetT('${type}');
  const query = useApiQuery<unknown>({ path: props.indexPath });
  const index = useMemo(() => readIndex(query.data), [query.data]);
  const [state, dispatch] = useReducer(${camel}Reducer, ${camel}Start);
  const flow = useDrawFlow({ strings: 'common:widgets.${type}', refetch: query.refetch, refreshPaths: props.refreshPaths, onDrawn: props.onDrawn, rechargeAction: props.rechargeAction, failureKeys: SPEND_FAILURES });
  const latest = useRef({ state, index });
  latest.current = { state, index };
  const allowed = (count: number) => !!latest.current.index && flow.allowed(checkDraw(latest.current.index, latest.current.state, count));
  const draw = useDrawTap(async (count: number) => {
    if (!allowed(count)) return;
    preloadDrawResult();
    await flow.send({
      path: props.drawPath,
      body: { count },
      start: () => dispatch({ type: 'start' }),
      answered: (answer) => dispatch({ type: 'drawn', prizes: readPrizes(answer), reducedMotion: flow.reduced() }),
      failed: () => dispatch({ type: 'failed' }),
    });
  });
  const spend = useDrawSpend(({ count }) => draw.run(count), ({ count }) => allowed(count));

  if (!index) {
    let body;
    if (query.isError) body = <StateMessage kind="error" error={query.error} onRetry={() => void query.refetch()} />;
    else if (query.isSuccess) body = <StateMessage kind="empty" />;
    else body = <SkeletonRows count={2} height={72} />;
    return <section className="cw-${type}">{body}</section>;
  }
  const busy = draw.pending || state.phase !== 'idle';
  return (
    <section className="cw-${type}" aria-busy={busy}>
      {props.title ? <h2>{t(props.title)}</h2> : null}
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
export interface ${Pascal}Prize {
  key: string;
  name: string;
  icon?: string;
  value?: number;
  /** Card tier: normal 1, high 2. */
  type: number;
  special: boolean;
}

export interface ${Pascal}Index {
  price: number;
  batches: number[];
  balance: number;
}

export type ${Pascal}Phase = 'idle' | 'drawing' | 'revealing' | 'shown';

export interface ${Pascal}State {
  phase: ${Pascal}Phase;
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

export type ${Pascal}Check = { ok: true } | { ok: false; reason: 'busy' | 'noDiamonds' };

/** Whether a draw of \`count\` may be sent now. */
export function checkDraw(index: ${Pascal}Index, s: ${Pascal}State, count: number): ${Pascal}Check {
  if (s.phase !== 'idle') return { ok: false, reason: 'busy' };
  return index.balance < index.price * count ? { ok: false, reason: 'noDiamonds' } : { ok: true };
}
`,
    [`${machine}.test.ts`]: `import { describe, expect, it } from 'vitest';
import { checkDraw, readIndex, readPrizes, ${camel}Reducer, ${camel}Start } from './${machine}';

describe('${type} rules', () => {
  it('a draw goes drawing -> revealing -> shown, and closing its result makes the game idle again', () => {
    const drawing = ${camel}Reducer(${camel}Start, { type: 'start' });
    expect(${camel}Reducer(drawing, { type: 'start' })).toBe(drawing);
    const revealing = ${camel}Reducer(drawing, { type: 'drawn', prizes: readPrizes({ prizes: [{ id: 1, name: 'Rose', value: 1 }] }), reducedMotion: false });
    expect(revealing.phase).toBe('revealing');
    expect(${camel}Reducer(${camel}Reducer(revealing, { type: 'revealed' }), { type: 'close' })).toEqual(${camel}Start);
    expect(${camel}Reducer(drawing, { type: 'failed' })).toEqual(${camel}Start);
  });

  it('a draw is refused while another is under way and when the balance is short of its price', () => {
    const index = readIndex({ price: 10, batches: [1, 10], diamond: 50 })!;
    expect(checkDraw(index, ${camel}Start, 1)).toEqual({ ok: true });
    expect(checkDraw(index, ${camel}Start, 10)).toEqual({ ok: false, reason: 'noDiamonds' });
    expect(checkDraw(index, { phase: 'drawing', result: [] }, 1)).toEqual({ ok: false, reason: 'busy' });
    expect(readIndex({ batches: [1] })).toBeUndefined();
  });
});
`,
    [`${type}.test.tsx`]: `import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@engine';
import { renderWithEngine, testCampaign } from '../../../engine/testing';
import ${Pascal} from './${Pascal}';
import { ${camel}Props } from './schema';

afterEach(cleanup);

/** A stand-in server: the index, the records, and a draw that answers its prizes. */
const responses = {
  '/activity/${camel}/index': { price: 10, batches: [1, 10], diamond: 1000 },
  '/activity/${camel}/records': { list: [] },
  'POST /activity/${camel}/draw': (req: { body?: unknown }) => ({ prizes: Array.from({ length: (req.body as { count: number }).count }, (_, i) => ({ id: i, name: \`Prize \${i + 1}\`, value: 10 })) }),
};

const node = { type: '${type}', path: 'page[0]' };
const setup = (answers: Record<string, unknown>) => renderWithEngine(<${Pascal} props={${camel}Props.parse({})} children={[]} node={node} />, { campaign: testCampaign(), responses: answers });

describe('${type}', () => {
  it('a double tap on a draw sends one draw; its prizes show in the result; the index is read again', async () => {
    const { services } = setup(responses);
    const one = await screen.findByTestId('${type}-draw-1');
    await act(async () => {
      fireEvent.click(one);
      fireEvent.click(one);
    });
    const result = await screen.findByTestId('draw-result');
    expect(within(result).getAllByRole('listitem')).toHaveLength(1);
    expect(services.http.calls.filter((c) => c.path === '/activity/${camel}/draw')).toHaveLength(1);
    await waitFor(() => expect(services.http.calls.filter((c) => c.path === '/activity/${camel}/index')).toHaveLength(2));
  });

  it('a refused draw shows what the server says and no result', async () => {
    setup({ ...responses, 'POST /activity/${camel}/draw': () => { throw new ApiError(2001, 'The draw is closed.'); } });
    fireEvent.click(await screen.findByTestId('${type}-draw-1'));
    expect(await screen.findByText('The draw is closed.')).toBeInTheDocument();
    expect(screen.queryByTestId('draw-result')).not.toBeInTheDocument();
  });
});
`,
  };
  for (const [pack, text] of Object.entries(GAME_STRINGS)) out[`strings/${pack}.yaml`] = text;
  return out;
}
