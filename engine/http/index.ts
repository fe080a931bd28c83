export { createHttpClient, unwrapResponse, API_BASE, READ_TIMEOUT_MS } from './createHttpClient';
export type { ApiRequest, HttpClient, HttpClientOptions } from './createHttpClient';
export { ApiError, apiErrorText, isApiError, isNetworkError, networkError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, EMPTY_RESPONSE_CODE, EMPTY_RESPONSE_MESSAGE } from './ApiError';
export type { ApiErrorKind } from './ApiError';
export { createQueryClient, shouldRetryRead, MAX_READ_RETRIES, READ_RETRY_DELAYS_MS } from './createQueryClient';
