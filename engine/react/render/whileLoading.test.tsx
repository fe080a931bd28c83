import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '@testing/engine/renderWithEngine';
import { testCampaign } from '@testing/engine/testCampaign';
import { label, translated } from '@testing/engine/fixtures';
import { CampaignPage } from '../CampaignPage';
import { layoutWidgets } from '../layout';
import type { AnyWidgetDefinition } from '../../core/types';
import { LOADING_VALUE } from './nodePlan';

/** A test widget that renders while its data loads, under its own type or another. */
const whileLoading = (def: AnyWidgetDefinition, type = def.type): AnyWidgetDefinition => ({ ...def, type, whileLoading: 'values' });

/** The mall's answer, held until `answer` is called. */
function heldMall() {
  let answer = (): void => undefined;
  const held = new Promise<{ richValue: number }>((resolve) => (answer = () => resolve({ richValue: 7 })));
  return { respond: () => held, answer };
}

const strings = { en: { mall: 'Your rich value: {rich}.' } };
const skeletons = () => document.querySelectorAll('[data-engine-skeleton]').length;

describe("a widget that renders while its data loads (`whileLoading: 'values'`)", () => {
  it('shows its words at once, the placeholder where a loading value stands, and the same element takes the value once it is in', async () => {
    const mall = heldMall();
    const campaign = testCampaign({
      strings,
      data: { mall: { path: '/mall' } },
      page: [{ type: 'translated', props: { text: 'mall', values: { rich: '{{data.mall.richValue ?? 0}}' } } }],
    });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, whileLoading(translated)], responses: { '/mall': mall.respond } });
    // Not the fallback's 0: the value is not known yet.
    const before = await screen.findByText(`Your rich value: ${LOADING_VALUE}.`);
    expect(skeletons()).toBe(0);
    await act(async () => mall.answer());
    const after = await screen.findByText('Your rich value: 7.');
    expect(after).toBe(before);
  });

  it('a widget without it, one whose condition reads the loading data, or one whose props do not fit with the placeholder shows its skeleton', async () => {
    const mall = heldMall();
    const campaign = testCampaign({
      strings,
      data: { mall: { path: '/mall' } },
      page: [
        { type: 'translated', props: { text: 'mall', values: { rich: '{{data.mall.richValue}}' } } },
        { type: 'shown-when', when: { if: '{{data.mall}}' }, props: { text: 'mall', values: { rich: '{{data.mall.richValue}}' } } },
        // `count` is a number: the placeholder does not fit it.
        { type: 'label', props: { text: 'count', count: '{{data.mall.richValue}}' } },
      ],
    });
    const registry = [...layoutWidgets, translated, whileLoading(translated, 'shown-when'), whileLoading(label)];
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry, responses: { '/mall': mall.respond } });
    await screen.findAllByText('', { selector: '[data-engine-skeleton]' });
    expect(skeletons()).toBe(3);
    expect(screen.queryByText(/Your rich value/)).toBeNull();
    await act(async () => mall.answer());
    expect(await screen.findAllByText('Your rich value: 7.')).toHaveLength(2);
    expect(screen.getByText('count (7)')).toBeInTheDocument();
    expect(skeletons()).toBe(0);
  });
});
