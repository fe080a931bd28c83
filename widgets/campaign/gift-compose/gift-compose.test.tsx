import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiRequest } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import GiftCompose from './Component';
import { giftComposeProps } from './schema';
import { readRecipes, shortfall } from './recipes';

const node = { type: 'gift-compose', path: 'page[1]' };
const RECIPES = '/marketing/giftCompose/availableConfigList';
const campaign = testCampaign({
  period: { start: '2020-01-01T00:00:00+08:00', end: '2099-01-01T00:00:00+08:00' },
  strings: { en: { title: 'Crafting', composed: 'Composed!' } },
  data: { recipes: { path: RECIPES } },
  actions: {
    compose: [
      {
        type: 'api', path: '/marketing/giftCompose/compose', method: 'POST', money: true, body: { configId: '{{state.recipe.id}}' },
        onSuccess: [{ type: 'toast', text: 'composed' }, { type: 'refetch', data: ['recipes'] }],
      },
    ],
  },
});
const composes = (calls: ApiRequest[]) => calls.filter((c) => c.path === '/marketing/giftCompose/compose');
const recipeOf = (name: string) => screen.getByText(name, { selector: '.gc-recipe__name' }).closest('li')!;

function show(responses = {}) {
  const { http, sandbox } = sandboxClient({ userId: '10003' });
  const view = renderWithEngine(<GiftCompose props={giftComposeProps.parse({ source: 'recipes', composeAction: 'compose' })} children={[]} node={node} />, { campaign, http, responses });
  return { ...view, sandbox };
}

describe('gift-compose', () => {
  it('composing is confirmed first and sends one request however often Confirm is tapped; the materials owned go down', async () => {
    const { services } = show();
    const love = await screen.findByText('Love Letter', { selector: '.gc-recipe__name' });
    const recipe = love.closest('li')!;
    expect(within(recipe).getByText('4/3')).toBeInTheDocument();
    fireEvent.click(within(recipe).getByRole('button', { name: 'Compose' }));
    expect(await screen.findByText('Compose Love Letter from 3 × Lollipop? The materials are used up; this cannot be undone.')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Composed!')).toBeInTheDocument();
    expect(await within(recipeOf('Love Letter')).findByText('1/3')).toBeInTheDocument();
    expect(within(recipeOf('Love Letter')).getByRole('button', { name: 'Not enough materials' })).toBeInTheDocument();
    expect(composes(services.http.calls)).toEqual([expect.objectContaining({ body: { configId: 1 } })]);
  });

  it('a recipe short of one gift says which; a recipe with no materials says the materials are insufficient; nothing is sent', async () => {
    const { services } = show();
    await screen.findByText('Crown', { selector: '.gc-recipe__name' });
    fireEvent.click(within(recipeOf('Crown')).getByRole('button', { name: 'Not enough materials' }));
    expect(await screen.findByText('Gift material not enough: Teddy Bear (1/3).')).toBeInTheDocument();
    fireEvent.click(within(recipeOf('Castle in the Sky')).getByRole('button', { name: 'Not enough materials' }));
    expect(await screen.findByText('Insufficient materials for crafting.')).toBeInTheDocument();
    expect(composes(services.http.calls)).toHaveLength(0);
  });

  it('the server\'s refusal is shown as it words it', async () => {
    show({
      'POST /marketing/giftCompose/compose': () => {
        throw new ApiError(2002, 'Insufficient materials for crafting.', { kind: 'status' });
      },
    });
    fireEvent.click(await within(await screen.findByText('Love Letter', { selector: '.gc-recipe__name' }).then((n) => n.closest('li')!)).findByRole('button', { name: 'Compose' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Insufficient materials for crafting.')).toBeInTheDocument();
  });

  it('shows an error with retry when the recipes cannot be read', async () => {
    let broken = true;
    show({
      [RECIPES]: () => {
        if (broken) throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
        return [];
      },
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    broken = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No recipes right now')).toBeInTheDocument();
  });

  it('reads recipes defensively', () => {
    expect(readRecipes('x')).toBeUndefined();
    const [r] = readRecipes([{ id: 1, goal: { name: 'Crown' }, materials: [{ gift: { name: 'Rose' }, count: 3, owned: 5 }, { gift: {}, count: 1 }] }, { id: 2, goal: { name: 'X' }, materials: [] }])!;
    expect(r!.materials).toHaveLength(1);
    expect(shortfall(r!)).toEqual({ kind: 'none' });
  });
});
