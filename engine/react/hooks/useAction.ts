import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ActionStep, PageNode, Phase, WidgetRegistry } from '../../core/types';
import { mayActForUser, type ActionTrigger } from '../../security/gesture';
import type { ActionEnv } from '../actions/ActionEnv';
import { ItemContext } from '../contexts';
import { loadOnce } from '../../utils/loadOnce';
import { loadOnFirstInput } from '../firstInput';
import { useEngineContext, usePageContext, useScopeContext } from '../useEngineContext';

/**
 * The step runner is not part of any page's first load: a page that can run actions fetches it at the user's
 * first press (`loadOnFirstInput`). A run that no user started (a timer, a push) loads it itself.
 */
const runner = loadOnce(() => import('../actions/runSteps').then((m) => m.runSteps));
/** The "ended" rule (engine/core/closed-actions.ts) loads only on a page whose event has not started or has ended. */
const closedRule = loadOnce(() =>
  import('../../core/closed-actions').then(
    (m) =>
      (actions: Parameters<typeof m.actionClosedBy>[0], nameOrSteps: Parameters<typeof m.actionClosedBy>[1], phase: Phase | undefined, page: PageNode[] | undefined, registry: WidgetRegistry) =>
        m.actionClosedBy(actions, nameOrSteps, phase, m.sellingModals(page, (type) => registry.get(type)?.sells === true)),
  ),
);
const isClosedPhase = (phase: Phase | undefined) => phase === 'ended' || phase === 'notStarted';

export interface RunOptions {
  /** What starts the run when it is not a user's tap (a timer, a push, the page load...). */
  trigger?: ActionTrigger;
}

/**
 * Runs a named action of the campaign (or a list of steps). `money` api steps
 * are single-flight; `pending` is true while a run is in progress. A run counts
 * as started by the user only when no other trigger is named and a gesture of
 * the user has just happened; money and app steps of any other run are refused.
 */
export function useAction(): {
  run(nameOrSteps: string | ActionStep[], opts?: RunOptions): Promise<void>;
  pending: boolean;
  /** True when the action sells, spends or writes and the campaign's phase is not started or ended: its button shows disabled. */
  isClosed(nameOrSteps: string | readonly ActionStep[] | undefined): boolean;
} {
  const current = { engine: useEngineContext(), page: usePageContext(), scope: useScopeContext(), item: useContext(ItemContext) };
  const latest = useRef(current);
  latest.current = current;
  const [running, setRunning] = useState(0);
  useEffect(() => {
    if (!runner.loaded()) loadOnFirstInput(runner.load);
  }, []);

  const run = useCallback(async (nameOrSteps: string | ActionStep[], opts: RunOptions = {}) => {
    const gesture = (opts.trigger ?? 'tap') === 'tap' && mayActForUser();
    const { engine, page, scope, item } = latest.current;
    const { services, host } = engine;
    const ns = page.campaign?.definition.id;
    const steps = typeof nameOrSteps === 'string' ? page.campaign?.definition.actions?.[nameOrSteps] : nameOrSteps;
    if (!steps) {
      if (!services.env.production) console.warn(`[actions] unknown action '${String(nameOrSteps)}'`);
      return;
    }
    const phase = scope.scope.phase as Phase | undefined;
    let closedBy = isClosedPhase(phase) ? closedRule.loaded() : undefined;
    if (isClosedPhase(phase) && !closedBy) {
      try {
        closedBy = await closedRule.load();
      } catch {
        // The rule's code did not arrive (the network dropped): nothing ran; the user may tap again.
        host.showToast('common:errors.network', ns ? { ns } : {});
        return;
      }
    }
    const closed = closedBy?.(page.campaign?.definition.actions, nameOrSteps, phase, page.campaign?.definition.page, services.registry);
    if (closed) {
      host.showToast(`common:shell.closed.${closed}`, ns ? { ns } : {});
      return;
    }
    const env: ActionEnv = {
      services,
      stores: page.stores,
      gesture,
      scope: () => ({ ...scope.scope, state: page.stores.state.get(), now: services.clock.now(), item }),
      toast: (text, values) => host.showToast(text, { ...(values ? { values } : {}), ...(ns ? { ns } : {}) }),
      confirm: (text, values) => host.askConfirm(text, values, ns),
    };
    if (page.campaign) env.campaign = page.campaign;
    if (page.routerNavigate.current) env.routerNavigate = page.routerNavigate.current;
    setRunning((n) => n + 1);
    try {
      let runSteps = runner.loaded();
      if (!runSteps) {
        try {
          runSteps = await runner.load();
        } catch {
          // The runner's code did not arrive (the network dropped): nothing ran; the user may tap again.
          host.showToast('common:errors.network', ns ? { ns } : {});
          return;
        }
      }
      await runSteps(steps, env);
    } finally {
      setRunning((n) => n - 1);
    }
  }, []);

  const actions = current.page.campaign?.definition.actions;
  const pageNodes = current.page.campaign?.definition.page;
  const registry = current.engine.services.registry;
  const phase = current.scope.scope.phase as Phase | undefined;
  const [ruleLoaded, setRuleLoaded] = useState(() => closedRule.loaded() !== undefined);
  useEffect(() => {
    if (isClosedPhase(phase) && !ruleLoaded) closedRule.load().then(() => setRuleLoaded(true), () => undefined);
  }, [phase, ruleLoaded]);
  const isClosed = useCallback(
    (nameOrSteps: string | readonly ActionStep[] | undefined) =>
      isClosedPhase(phase) && ruleLoaded ? closedRule.loaded()?.(actions, nameOrSteps, phase, pageNodes, registry) !== undefined : false,
    [actions, phase, ruleLoaded, pageNodes, registry],
  );
  return { run, pending: running > 0, isClosed };
}
