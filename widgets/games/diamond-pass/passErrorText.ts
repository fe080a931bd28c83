/** What to tell the user when a pass request fails: the network text, the empty-answer text, the server's message, or a generic text. */
import { apiErrorText } from '@engine';

export function passErrorText(err: unknown, t: (key: string) => string): string {
  return t(apiErrorText(err));
}
