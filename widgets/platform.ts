import type { AnyWidgetDefinition } from '@engine';

/** The shared widgets of P§2, in the order they appear there. */
export const platformWidgets: readonly AnyWidgetDefinition[] = [];
