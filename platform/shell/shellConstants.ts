/**
 * Constants of the root shell (P§2 root shell, P§4 preload, P§9 limits).
 */

/** Loading a page part times out after 120 s (P§2, P§9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Preload progress (P§4, P§9): +10 per second up to 70, 90 when resources load, then 100, hidden after 150 ms. */
export const PRELOAD_STEP = 10;
export const PRELOAD_STEP_MS = 1000;
export const PRELOAD_CAP = 70;
export const PRELOAD_LOADED = 90;
export const PRELOAD_DONE = 100;
export const PRELOAD_HIDE_MS = 150;

/** Router base path (P§1). */
export const BASENAME = '/vue';

/** The path this document was loaded for (its HTML carries that page's Content-Security-Policy). */
export const DOCUMENT_PATH = typeof window === 'undefined' ? undefined : window.location.pathname;
