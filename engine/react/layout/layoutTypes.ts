/**
 * Types of the engine's layout widgets (see ./index.ts `layoutWidgets`). Every
 * app registers them up front, so a compiled campaign never imports them.
 * Plain data: the build plugin reads it without loading the widgets.
 */
export const LAYOUT_WIDGET_TYPES: readonly string[] = ['stack', 'section', 'tabs', 'tab', 'modal', 'sheet'];

/** The layout widgets whose children render only while they are open (by id); `overlay` is the modal's older name. */
export const OVERLAY_WIDGET_TYPES: readonly string[] = ['modal', 'sheet', 'overlay'];
