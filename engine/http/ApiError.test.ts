import { describe, expect, it } from 'vitest';
import { createHttpClient } from './createHttpClient';
import { ApiError, apiErrorText } from './ApiError';

const answering = (body: unknown) => createHttpClient({ baseUrl: 'http://api.test', getHeaders: () => ({}), fetch: async () => new Response(JSON.stringify(body), { status: 200 }) });
const failing = (body: unknown) => answering(body).request({ path: '/x' }).then(() => undefined, (e: unknown) => e);

describe('apiErrorText: what the user is told', () => {
  it('a network failure reads the network text, in the page language', async () => {
    const client = createHttpClient({ baseUrl: 'http://api.test', getHeaders: () => ({}), fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(apiErrorText(await client.request({ path: '/x' }).catch((e: unknown) => e))).toBe('common:errors.network');
  });

  it('an empty answer reads the empty-answer text, never the client\'s English wording', async () => {
    expect(apiErrorText(await failing({ status: 0 }))).toBe('common:errors.empty');
    expect(apiErrorText(await failing(null))).toBe('common:errors.empty');
  });

  it('a refusal shows the server\'s message; one without a message shows the fallback', async () => {
    expect(apiErrorText(await failing({ status: 2005, message: 'Betting is closed for this round.' }))).toBe('Betting is closed for this round.');
    expect(apiErrorText(new ApiError(7, ' '), 'common:shell.error.generic')).toBe('common:shell.error.generic');
  });

  it('an error that is not the API\'s never shows its text', () => {
    expect(apiErrorText(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe('common:errors.generic');
  });
});
