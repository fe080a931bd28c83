import type { AnyWidgetDefinition } from '@engine';

/** Game modules: widgets holding the logic a config cannot express (slot rounds, Diamond Pass). */
export const gameWidgets: readonly AnyWidgetDefinition[] = [];
