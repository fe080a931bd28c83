import { API_BASE, createHttpClient, type HttpClient } from '../engine/http';
import type { Locale } from '../engine/core/types';

/** A story user of the sandbox (its seeded users start at 10001). */
export const STORY_USER_ID = '10002';

/**
 * The real API client aimed at the sandbox: in Storybook the msw worker
 * answers `/vue/prodServer/*`, in the story test msw's node server does.
 */
export function sandboxHttp(locale: Locale): HttpClient {
  const origin = typeof location !== 'undefined' && location.origin.startsWith('http') ? location.origin : 'http://localhost';
  return createHttpClient({
    baseUrl: `${origin}${API_BASE}`,
    getHeaders: () => ({ userid: STORY_USER_ID, language: locale, client_language: locale, platform: 'android', appversion: '3.19.0' }),
  });
}
