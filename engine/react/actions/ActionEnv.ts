/** What the action runner needs from the page; built by useAction, or by hand in tests. */
import type { BindingScope } from '../../core/bindings';
import type { LoadedCampaign } from '../../core/types';
import type { EngineServices } from '../EngineServices';
import type { PageStores } from '../pageStores';

export interface ActionEnv {
  services: EngineServices;
  campaign?: LoadedCampaign;
  stores: PageStores;
  /** The current binding scope (latest state, engine time, current item). */
  scope(): BindingScope;
  toast(textOrKey: string, values?: Record<string, unknown>): void;
  confirm(textKey: string, values?: Record<string, unknown>): Promise<boolean>;
  /** The chain was started by a user's tap (money and app steps run only then). */
  gesture: boolean;
  /** The chain runs in a branch a condition on URL input chose: none of its steps may reach a sink. */
  urlChosen?: boolean;
  /** Router navigation when inside a router. */
  routerNavigate?: (to: string) => void;
}

/** 'ok' continues the list; 'stop' ends it (failure, cancelled confirm, or a money step already in flight). */
export type StepOutcome = 'ok' | 'stop';

export const MAX_ACTION_DEPTH = 16;
