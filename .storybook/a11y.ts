/**
 * What the catalogue's accessibility check covers, shared by the Storybook panel (preview `parameters.a11y`) and
 * the test over every story (tests/a11y): axe looks at the story's root and at the dialogs the engine portals to
 * the end of <body> (engine/react/dialog/Portal.tsx, `.cw-theme`), never at the catalogue's own page around them.
 * A story that shows a third-party part it cannot change excludes only that element, in its own `parameters.a11y`,
 * saying why.
 */
export const A11Y_PARAMETERS = {
  context: { include: [['#storybook-root'], ['body > .cw-theme']] },
  options: { resultTypes: ['violations'] },
};

/** Violations of these impacts fail the test: contrast, names of buttons and images, focus in dialogs. */
export const FAILING_IMPACTS: readonly string[] = ['serious', 'critical'];

/** The smallest tap target a finger hits reliably (CSS px), width and height. */
export const MIN_TAP = 44;

/** Elements a finger taps. */
export const TAPPABLE =
  'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="link"], [role="option"], [role="menuitem"]';
