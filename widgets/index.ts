import { createRegistry, layoutWidgets, type AnyWidgetDefinition } from '@engine';
import { platformWidgets } from './platform';
import { campaignWidgets } from './campaign';
import { gameWidgets } from './games';

/** The one explicit list of registered widgets: the engine's layout pieces first, then ours. */
export const allWidgets: readonly AnyWidgetDefinition[] = [...layoutWidgets, ...platformWidgets, ...campaignWidgets, ...gameWidgets];

export const registry = createRegistry(allWidgets);
