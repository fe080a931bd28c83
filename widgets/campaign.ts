import type { AnyWidgetDefinition } from '@engine';

/** The building blocks of campaign pages (E§2). */
export const campaignWidgets: readonly AnyWidgetDefinition[] = [];
