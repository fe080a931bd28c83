import type { WidgetStrings } from '@engine';

/** The strings of the building blocks any widget may show (states, dialogs, skeletons): `common:widgets.blocks.<key>`, on every page. */
export const blockStrings: WidgetStrings = { section: 'blocks', module: import.meta.url, folder: './strings' };
