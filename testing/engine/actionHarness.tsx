/** Harness for action tests: renders a component holding useAction, page state and a modal flag. */
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import type { ActionStep, CampaignDefinition } from '@engine/core/types';
import type { ActionTrigger } from '@engine/security/gesture';
import { renderWithEngine, type RenderWithEngineOptions } from './renderWithEngine';
import { testCampaign } from './testCampaign';
import { useAction } from '@engine/react/hooks/useAction';
import { useLocalState } from '@engine/react/hooks/useLocalState';
import { useModal } from '@engine/react/hooks/useModal';

export let action: ReturnType<typeof useAction>;
export function Harness() {
  const current = useAction();
  useEffect(() => {
    action = current;
  });
  const [saved] = useLocalState<unknown>('saved');
  const modal = useModal('rules');
  return (
    <div data-testid="out">
      {JSON.stringify(saved ?? null)}|{modal.open ? 'open' : 'closed'}
    </div>
  );
}

export const strings = { en: { title: 'T', joined: 'You joined!', sure: 'Spend {n} diamonds?', bye: 'Bye' } };

export function setup(def: Partial<CampaignDefinition>, opts: RenderWithEngineOptions = {}, ui: ReactElement = <Harness />) {
  const r = renderWithEngine(ui, { campaign: testCampaign({ strings, ...def }), ...opts });
  /** Runs as a button would: a user's tap starts the chain. */
  const run = (x: string | ActionStep[]) =>
    act(() => {
      fireEvent.pointerDown(document.body);
      return action.run(x);
    });
  /** Runs as a widget does on its own (a timer, a push...): no tap. */
  const runFrom = (trigger: ActionTrigger, x: string | ActionStep[]) => act(() => action.run(x, { trigger }));
  return { ...r, run, runFrom };
}
export const out = () => screen.getByTestId('out').textContent;

