import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, type ApiRequest, type WidgetComponentProps } from '../engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { scaffoldWidget } from './widget-scaffold';

let root = '';
beforeEach(async () => {
  // Inside the project (an ignored folder), so that the test's bundler loads the written files with the project's aliases.
  await mkdir(join(process.cwd(), 'test-results'), { recursive: true });
  root = await mkdtemp(join(process.cwd(), 'test-results', 'widget-scaffold-game-'));
  await cp(join(process.cwd(), 'widgets', 'games', 'index.ts'), join(root, 'widgets', 'games', 'index.ts'));
});
afterEach(async () => {
  cleanup();
  await rm(root, { recursive: true, force: true });
});

/** The stand-in server of the scaffolded game: an index, the records, and a draw answering its prizes. */
const responses = {
  '/activity/prizeRain/index': { price: 10, batches: [1, 10], diamond: 1000 },
  '/activity/prizeRain/records': { list: [] },
  'POST /activity/prizeRain/draw': (req: ApiRequest) => ({ prizes: Array.from({ length: (req.body as { count: number }).count }, (_, i) => ({ id: i, name: `Prize ${i + 1}`, value: 10 })) }),
};

async function scaffolded() {
  expect((await scaffoldWidget(root, 'prize-rain', { game: true })).ok).toBe(true);
  const dir = join(root, 'widgets', 'games', 'prize-rain');
  const component = (await import(/* @vite-ignore */ join(dir, 'PrizeRain.tsx'))) as { default: ComponentType<WidgetComponentProps<object>> };
  const schema = (await import(/* @vite-ignore */ join(dir, 'schema.ts'))) as { prizeRainProps: { parse(v: unknown): object } };
  return { dir, Game: component.default, props: schema.prizeRainProps.parse({}) };
}

describe('npm run widget -- new <type> --game: a draw game on the draw kit', () => {
  it('writes the game\'s machine and views (with their strings and tests), and nothing else', async () => {
    const { dir } = await scaffolded();
    const files = (await readdir(dir)).map(String).sort();
    expect(files).toEqual(['PrizeRain.stories.tsx', 'PrizeRain.tsx', 'index.ts', 'prize-rain.test.tsx', 'prizeRainMachine.test.ts', 'prizeRainMachine.ts', 'schema.ts', 'strings'].sort());
  });

  it('works end to end: a tap draws once, the result shows the prizes, the index is read again; a refused draw toasts the answer', async () => {
    const { Game, props } = await scaffolded();
    const node = { type: 'prize-rain', path: 'page[0]' };
    const { services } = renderWithEngine(<Game props={props} children={[]} node={node} />, { campaign: testCampaign(), responses });
    const one = await screen.findByTestId('prize-rain-draw-1');
    await act(async () => {
      fireEvent.click(one);
      fireEvent.click(one);
    });
    const result = await screen.findByTestId('draw-result');
    expect(within(result).getByText('Prize 1')).toBeInTheDocument();
    expect(services.http.calls.filter((c) => c.path === '/activity/prizeRain/draw')).toEqual([expect.objectContaining({ method: 'POST', body: { count: 1 } })]);
    // The index is read again after the draw (the records too, where a list shows them).
    await waitFor(() => expect(services.http.calls.filter((c) => c.path === '/activity/prizeRain/index')).toHaveLength(2));
    cleanup();

    renderWithEngine(<Game props={props} children={[]} node={node} />, {
      campaign: testCampaign(),
      responses: { ...responses, 'POST /activity/prizeRain/draw': () => { throw new ApiError(2001, 'The draw is closed.'); } },
    });
    fireEvent.click(await screen.findByTestId('prize-rain-draw-1'));
    expect(await screen.findByText('The draw is closed.')).toBeInTheDocument();
    expect(screen.queryByTestId('draw-result')).not.toBeInTheDocument();
  });
});
