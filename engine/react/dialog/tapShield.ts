/**
 * The tap that closes a dialog never reaches the page under it. A dialog closed by a tap leaves, for as long as a
 * quick second tap takes (a double tap on OK), a transparent cover over the whole page that takes every press
 * and tap: the control that was under the dialog's button (a draw, an open, a buy) is not pressed by it. The
 * cover sits outside the app's tree, so no handler of the page sees what it takes.
 */

/** How long the cover stays after the closing tap: longer than the pause inside a double tap. */
export const TAP_SHIELD_MS = 450;

const TAKEN = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click', 'dblclick', 'contextmenu'] as const;

/** Covers the page of `doc` for TAP_SHIELD_MS; returns a function that lifts the cover at once. */
export function raiseTapShield(doc: Document, ms = TAP_SHIELD_MS): () => void {
  const cover = doc.createElement('div');
  cover.className = 'cw-tap-shield';
  cover.setAttribute('aria-hidden', 'true');
  cover.setAttribute('data-testid', 'tap-shield');
  const take = (e: Event) => {
    if (e.cancelable) e.preventDefault();
    e.stopPropagation();
  };
  for (const type of TAKEN) cover.addEventListener(type, take, { passive: false });
  doc.body.appendChild(cover);
  const lift = () => cover.remove();
  const timer = (doc.defaultView ?? globalThis).setTimeout(lift, ms);
  return () => {
    clearTimeout(timer);
    lift();
  };
}
