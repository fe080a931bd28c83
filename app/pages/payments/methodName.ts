import type { TFunction } from '@engine/react/hooks/useT';

/**
 * The name of a method of payment in the page language: a known channel code's name from the locale files
 * (`payments.pages.method.names.<code>`); an unknown one as the server names it, else its code.
 */
export function methodName(t: TFunction, code: string, serverName?: string): string {
  const key = `payments.pages.method.names.${code}`;
  const name = t(key);
  return name !== key ? name : (serverName ?? code);
}
