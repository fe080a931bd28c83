/** What to tell the user when a pass request fails: the network text, the server's message, or a generic text. */
import { isApiError, isNetworkError } from '@engine';

export function passErrorText(err: unknown, t: (key: string) => string): string {
  if (isNetworkError(err)) return t('common:errors.network');
  if (isApiError(err) && err.message.trim() !== '') return err.message;
  return t('common:errors.generic');
}
