/**
 * The moment the page is interactive. A prerendered page that hydrates holds back work its first screen does not
 * need, the code of the widgets below it among it, until then: that work is not done on the way to the first tap,
 * and what it would have changed stays as the prerendered HTML shows it meanwhile. A page rendered fresh, the
 * prerender and the tests hold back nothing.
 */
let gate: { promise: Promise<void>; open: () => void } | undefined;
let interactive = false;

/** Holds work back until `pageInteractive()` (the app calls it as it starts to hydrate a prerendered page). */
export function deferUntilInteractive(): void {
  if (gate) return;
  let open = (): void => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  gate = { promise, open };
}

/** The page is interactive: the work held back starts. */
export function pageInteractive(): void {
  interactive = true;
  gate?.open();
}

/** Whether work is held back now: the page hydrates and is not interactive yet. */
export function holdsUntilInteractive(): boolean {
  return gate !== undefined && !interactive;
}

/** Resolves once the page is interactive; at once when nothing holds work back. */
export function whenInteractive(): Promise<void> {
  return gate?.promise ?? Promise.resolve();
}
