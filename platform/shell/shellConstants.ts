/**
 * Constants of the root shell: the page-part load timeout, the preload progress steps and the router base.
 */

/** Loading a page part times out after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Preload progress: +10 (step) per second (stepMs) up to 70 (cap), 90 (loaded) when resources load, then 100 (done), hidden after 150 ms (hideMs). */
export const PRELOAD = { step: 10, stepMs: 1000, cap: 70, loaded: 90, done: 100, hideMs: 150 } as const;

/** Router base path. */
export const BASENAME = '/vue';

/** The path this document was loaded for (its HTML carries that page's Content-Security-Policy). */
export const DOCUMENT_PATH = typeof window === 'undefined' ? undefined : window.location.pathname;
