/**
 * Constants of the root shell: the page-part load timeout, the preload progress steps and the router base.
 */

/** Loading a page part times out after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Preload progress: +10 per second up to 70, 90 when resources load, then 100, hidden after 150 ms. */
export const PRELOAD_STEP = 10;
export const PRELOAD_STEP_MS = 1000;
export const PRELOAD_CAP = 70;
export const PRELOAD_LOADED = 90;
export const PRELOAD_DONE = 100;
export const PRELOAD_HIDE_MS = 150;

/** Router base path. */
export const BASENAME = '/vue';

/** The path this document was loaded for (its HTML carries that page's Content-Security-Policy). */
export const DOCUMENT_PATH = typeof window === 'undefined' ? undefined : window.location.pathname;
