/**
 * Code a page needs only once the user acts (the step runner, the pay flow) is not fetched for a visitor who
 * only looks: it starts loading at the user's first press anywhere on the page (a touch, a click, a key). A
 * press comes before the tap it starts, so the code is usually there by the tap; a tap before that waits for it.
 */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

const armed = new Set<() => Promise<unknown>>();

/**
 * Calls `load` at the page's first user input (once per `load`, however many widgets ask). A load that fails
 * (the network dropped) is asked again at the next input.
 */
export function loadOnFirstInput(load: () => Promise<unknown>, doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  if (!doc || armed.has(load)) return;
  armed.add(load);
  const onInput = () => {
    for (const type of FIRST_INPUT) doc.removeEventListener(type, onInput, true);
    load().catch(() => {
      armed.delete(load);
      loadOnFirstInput(load, doc);
    });
  };
  for (const type of FIRST_INPUT) doc.addEventListener(type, onInput, { capture: true, passive: true });
}
