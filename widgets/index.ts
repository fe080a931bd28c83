import { createRegistry, layoutWidgets, type AnyWidgetDefinition } from '@engine';
import { platformWidgets } from './platform';
import { campaignWidgets } from './campaign';

/** The one explicit list of registered widgets: the engine's layout pieces first, then ours. */
export const allWidgets: readonly AnyWidgetDefinition[] = [...layoutWidgets, ...platformWidgets, ...campaignWidgets];

export const registry = createRegistry(allWidgets);
