/**
 * User activation: money and app steps run only in a chain a user's gesture
 * started. The page notes every tap, key press and form submission as it is
 * dispatched (capture phase on the window, before any widget handler runs);
 * a chain counts as started by the user when it starts within the activation
 * window of such a gesture, and, where the browser reports its own user
 * activation (navigator.userActivation), only while that is active too.
 */

/** How long a gesture lets a chain start: the browsers' own transient activation lasts about as long. */
export const ACTIVATION_MS = 5000;

const GESTURES = ['pointerdown', 'pointerup', 'mousedown', 'touchend', 'click', 'keydown', 'submit'] as const;

/** What started a chain of steps: a user's tap, or something the page did on its own. */
export type ActionTrigger = 'tap' | 'timer' | 'push' | 'load' | 'scroll' | 'animation';

export const AUTOMATIC_TRIGGERS: readonly ActionTrigger[] = ['timer', 'push', 'load', 'scroll', 'animation'];

let lastGestureAt = Number.NEGATIVE_INFINITY;
let installedOn: EventTarget | undefined;

const clock = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Records a gesture now (the listeners call it; tests of components without a DOM event may too). */
export function noteUserGesture(): void {
  lastGestureAt = clock();
}

/** Starts watching the page's gestures (idempotent; runs on import in a browser). */
export function trackUserGestures(target: EventTarget | undefined = typeof window !== 'undefined' ? window : undefined): void {
  if (!target || installedOn === target) return;
  installedOn = target;
  for (const type of GESTURES) target.addEventListener(type, noteUserGesture, { capture: true, passive: true });
}

interface UserActivationLike {
  isActive: boolean;
}

/** True while a chain starting now counts as started by the user. */
export function hasUserActivation(): boolean {
  if (clock() - lastGestureAt > ACTIVATION_MS) return false;
  const ua = (globalThis.navigator as { userActivation?: UserActivationLike } | undefined)?.userActivation;
  return ua === undefined || ua.isActive;
}

let granted = 0;

/**
 * Runs `fn` as part of a chain a user's tap started: a chain can outlast the activation window (a confirmation,
 * a server call before the payment) and keeps the right its tap gave. Only what `fn` starts synchronously is
 * covered, so no later code inherits the right by accident.
 */
export function asUserGesture<T>(fn: () => T): T {
  granted += 1;
  try {
    return fn();
  } finally {
    granted -= 1;
  }
}

/** True when a money or app call made now acts for the user: inside `asUserGesture`, or right after a gesture. */
export function mayActForUser(): boolean {
  return granted > 0 || hasUserActivation();
}

/** Forgets the last gesture (tests). */
export function resetUserGestures(): void {
  lastGestureAt = Number.NEGATIVE_INFINITY;
}

trackUserGestures();
