/**
 * Campaigns made of actions alone, for the tests of the rules every action obeys: a `ticker` widget runs the
 * action `main` on one trigger (a tap, a timer, a push, the page load...), and `shared` is there for `run` steps.
 */
import * as z from 'zod/mini';
import { createRegistry, defineWidget } from '@engine/core/registry';
import { actionRef } from '@engine/core/schema-helpers';
import { testWidgets } from '@engine/core/test-registry';
import type { ActionStep } from '@engine/core/types';
import { AUTOMATIC_TRIGGERS, type ActionTrigger } from '@engine/security/gesture';

export const TRIGGERS: readonly ActionTrigger[] = ['tap', ...AUTOMATIC_TRIGGERS];

/** The ticker's prop that runs an action on a trigger (`onTap`, `onTimer`...). */
export const triggerProp = (t: ActionTrigger) => `on${t[0]!.toUpperCase()}${t.slice(1)}`;

const none = async () => ({ default: () => null });

/** The test widgets and a ticker with one action field per trigger. */
export const tickerRegistry = createRegistry([
  ...testWidgets,
  defineWidget({
    type: 'ticker',
    version: 1,
    description: 'Runs actions on every kind of trigger.',
    props: z.object(Object.fromEntries(TRIGGERS.map((t) => [triggerProp(t), z.optional(actionRef(`Run on ${t}.`, t))]))),
    component: none,
  }),
]);

export const CAMPAIGN_PERIOD = { start: '2024-01-01T00:00:00Z', end: '2024-02-01T00:00:00Z' };

/** The campaign file: a ticker running `main` on the trigger, `shared` beside it. */
export function actionCampaignText(trigger: ActionTrigger, main: ActionStep[], shared: ActionStep[]): string {
  return JSON.stringify({
    schemaVersion: 2,
    id: 'x',
    routes: ['/act/christmas'],
    title: 'title',
    period: CAMPAIGN_PERIOD,
    actions: { main, shared },
    page: [{ type: 'ticker', props: { [triggerProp(trigger)]: 'main' } }],
  }, null, 1);
}

export const ACTION_CAMPAIGN_STRINGS = [{ locale: 'en' as const, file: 'strings/en.yaml', text: 'title: T\n' }];
