/**
 * Taps on a prerendered page before it is interactive. The page paints from
 * its HTML long before its scripts have run; a tap on a button, tab or link
 * then would do nothing (or, on a link, leave the page). The entry holds such
 * a tap instead, and once the page has hydrated replays it on the same
 * control, if it is still there with the same text. Only the last tap is
 * kept, so tapping twice while waiting never acts twice. The page's markup is
 * not touched, so hydration sees exactly the prerendered HTML. A tap the user
 * made keeps the user's right to act (money and app actions) when it is
 * replayed, however long the page took; a click a script dispatched does not.
 * React hydrates parts of a page after its first commit (a part whose code or
 * data came later): a held tap waits, still holding later taps, until its
 * control is hydrated.
 */

const CONTROL = 'button, a[href], [role="button"], [role="tab"]';
/** A held tap waits for its control to be hydrated (React attaches its props to it) for up to 600 polls of 16 ms. */
const HYDRATION_POLLS = 600;
const isHydrated = (el: Element): boolean => Object.keys(el).some((key) => key.startsWith('__reactProps$'));

export interface EarlyTaps {
  /**
   * Stops holding taps and replays the held one (when `replay` is not false); a tap the user made is replayed
   * inside `asUser` (the engine's user gesture), so that what it starts acts for the user.
   */
  release(opts?: { replay?: boolean; asUser?: (act: () => void) => void }): void;
}

interface HeldTap {
  path: number[];
  tag: string;
  text: string;
  trusted: boolean;
}

/** Child indexes from `root` down to `el`. */
function pathOf(root: Element, el: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const i of path) node = node?.children[i];
  return node;
}

export function holdEarlyTaps(root: HTMLElement, doc: Document = root.ownerDocument): EarlyTaps {
  let held: HeldTap | undefined;
  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = { path: pathOf(root, target), tag: target.tagName, text: target.textContent ?? '', trusted: event.isTrusted };
  };
  doc.addEventListener('click', onClick, true);
  let released = false;
  return {
    release({ replay = true, asUser } = {}) {
      if (released) return;
      released = true;
      const finish = (polls: number): void => {
        const tap = held;
        const now = tap && replay ? elementAt(root, tap.path) : undefined;
        if (now && polls > 0 && !isHydrated(now)) {
          setTimeout(finish, 16, polls - 1);
          return;
        }
        doc.removeEventListener('click', onClick, true);
        held = undefined;
        if (!tap || !(now instanceof HTMLElement) || now.tagName !== tap.tag || (now.textContent ?? '') !== tap.text) return;
        if (tap.trusted && asUser) asUser(() => now.click());
        else now.click();
      };
      finish(HYDRATION_POLLS);
    },
  };
}
