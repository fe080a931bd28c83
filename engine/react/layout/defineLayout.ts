/** How the engine's layout widgets are defined: each is at version 1 and lays out the children it is given. */
import type * as z from 'zod/mini';
import { defineWidget } from '../../core/registry';
import type { WidgetDefinition } from '../../core/widget-types';

/** A layout widget's definition: its own type, description, props, component, module and skeleton height. */
export function defineLayout<S extends z.ZodMiniType>(def: Omit<WidgetDefinition<S>, 'version' | 'acceptsChildren'>): WidgetDefinition<S> {
  return defineWidget({ ...def, version: 1, acceptsChildren: true });
}
