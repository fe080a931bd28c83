import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineWidget } from '../../core/registry';
import type { WidgetComponentProps } from '../../core/types';
import { renderWithEngine } from '@testing/engine/renderWithEngine';
import { testCampaign } from '@testing/engine/testCampaign';
import { CampaignPage } from '../CampaignPage';
import { layoutWidgets } from '../layout';
import { useData } from './useData';
import { FIRST_DATA_MARK } from './useFirstDataMark';

function Score({ props }: WidgetComponentProps<{ source: string }>) {
  const data = useData<{ score: number }>(props.source);
  return <p>{data.status === 'success' ? `score ${data.data?.score}` : 'loading'}</p>;
}
const score = defineWidget({ type: 'score', version: 1, description: 'Shows a score.', props: z.object({ source: z.string() }), component: async () => ({ default: Score }), skeletonHeight: 24 });

const marks = () => performance.getEntriesByName(FIRST_DATA_MARK, 'mark');

afterEach(() => performance.clearMarks(FIRST_DATA_MARK));

describe('first data on screen', () => {
  it('is marked once, when a widget first renders with its answer, not while it loads', async () => {
    let answer: (v: unknown) => void = () => undefined;
    let answerB: (v: unknown) => void = () => undefined;
    const campaign = testCampaign({
      data: { a: { path: '/a' }, b: { path: '/b' } },
      page: [
        { type: 'score', props: { source: 'a' } },
        { type: 'score', props: { source: 'b' } },
      ],
    });
    renderWithEngine(<CampaignPage campaign={campaign} />, {
      registry: [...layoutWidgets, score],
      responses: { '/a': () => new Promise((resolve) => (answer = resolve)), '/b': () => new Promise((resolve) => (answerB = resolve)) },
    });
    expect(await screen.findAllByText('loading')).toHaveLength(2);
    expect(marks()).toHaveLength(0);
    answer({ score: 7 });
    expect(await screen.findByText('score 7')).toBeInTheDocument();
    await expect.poll(() => marks().length).toBe(1);
    const first = marks()[0]!.startTime;
    answerB({ score: 9 });
    expect(await screen.findByText('score 9')).toBeInTheDocument();
    expect(marks().map((m) => m.startTime)).toEqual([first]);
  });
});
