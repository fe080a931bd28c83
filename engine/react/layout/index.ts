/** The engine's own layout widgets: registered like any widget (the app lists them with its widgets). */
import type { AnyWidgetDefinition } from '../../core/types';
import { modal } from './modal';
import { overlay } from './overlay';
import { section } from './section';
import { sheet } from './sheet';
import { stack } from './stack';
import { tab } from './tab';
import { tabs } from './tabs';

export const layoutWidgets: readonly AnyWidgetDefinition[] = [stack, section, tabs, tab, modal, sheet];

export { modal, overlay, section, sheet, stack, tab, tabs };
export { LAYOUT_WIDGET_TYPES } from './layoutTypes';
export { stackProps } from './stack';
export { sectionProps } from './section';
export { tabsProps } from './tabs';
export { tabProps } from './tab';
export { modalProps } from './modal';
export { sheetProps } from './sheet';
