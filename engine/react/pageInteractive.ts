/**
 * The moment the page is interactive. A prerendered page that hydrates holds back work its first screen does not
 * need, the code of the widgets below it among it, until then: that work is not done on the way to the first tap,
 * and what it would have changed stays as the prerendered HTML shows it meanwhile. A page rendered fresh, the
 * prerender and the tests hold back nothing.
 *
 * Fetching that code starts earlier than its rendering: once the page's own code is in, before it hydrates
 * (`codeMayLoad`). What it renders still waits for the page to be interactive. It is then most often in when the
 * page's first answers render: those wait for it, since a new answer above a boundary still waiting for its code
 * would make React replace that boundary's prerendered markup with its placeholder (engine/react/CampaignScope.tsx).
 */
interface Gate { promise: Promise<void>; open: () => void }

const newGate = (): Gate => {
  let open = (): void => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
};

let interactiveGate: Gate | undefined;
let fetchGate: Gate | undefined;
let interactive = false;

/** Holds work back until `pageInteractive()` (the app calls it as it starts to hydrate a prerendered page). */
export function deferUntilInteractive(): void {
  if (interactiveGate) return;
  interactiveGate = newGate();
  fetchGate = newGate();
}

/** The page's own code is in: the code held back may be fetched (not rendered) now. */
export function codeMayLoad(): void {
  fetchGate?.open();
}

/** The page is interactive: the work held back starts. */
export function pageInteractive(): void {
  interactive = true;
  fetchGate?.open();
  interactiveGate?.open();
}

/** Whether work is held back now: the page hydrates and is not interactive yet. */
export function holdsUntilInteractive(): boolean {
  return interactiveGate !== undefined && !interactive;
}

/** Resolves once the page is interactive; at once when nothing holds work back. */
export function whenInteractive(): Promise<void> {
  return interactiveGate?.promise ?? Promise.resolve();
}

/** Resolves once the code held back may be fetched (`codeMayLoad`, or the page interactive); at once when nothing holds work back. */
export function whenCodeMayLoad(): Promise<void> {
  return fetchGate?.promise ?? Promise.resolve();
}
