/**
 * The tests a scaffolded draw game starts with: its rules (the machine: reading the index, what a tap may do) and its
 * view end to end on a stand-in server (a double tap draws once, the result shows the prizes, a refusal toasts).
 */
/** The names of a scaffolded game: its type (kebab-case), camelCase, PascalCase and its machine's file. */
export type GameNames = Record<'type' | 'camel' | 'Pascal' | 'machine', string>;

export function gameTests({ type, camel, Pascal, machine }: GameNames): Record<string, string> {
  return {
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
import { renderWithEngine, testCampaign } from '@testing/engine';
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
}
