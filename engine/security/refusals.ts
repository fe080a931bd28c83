/**
 * What the page refused to do on its own: a step or call that needed a user's tap and had none, or that would
 * have carried a value from the page URL where none may go. Each refusal is logged in the console (also in
 * production) and kept here, newest last, for the development panel.
 */

export interface Refusal {
  at: number;
  /** Why, naming the step or call: "bridge closePage refused: the chain was not started by a user's tap". */
  message: string;
}

/** The refusals kept: the latest ones (a page refusing in a loop does not grow the log without end). */
export const REFUSALS_KEPT = 50;

const kept: Refusal[] = [];

/** Logs a refusal in the console and keeps it for the development panel. */
export function noteRefusal(source: string, message: string): void {
  console.warn(`[${source}] ${message}`);
  kept.push({ at: Date.now(), message });
  if (kept.length > REFUSALS_KEPT) kept.splice(0, kept.length - REFUSALS_KEPT);
}

export function refusals(): readonly Refusal[] {
  return kept;
}
