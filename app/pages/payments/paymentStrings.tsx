/**
 * The top-up pages' shared strings (`payments.pages` of locales/, the
 * `payments` part: engine/vite/locale-parts.ts), which no other page shows:
 * they come with these pages, en (the fallback) in their chunk and the page
 * language loaded on demand, instead of riding in every page's core strings.
 */
import { useMemo, type ComponentType } from 'react';
import type { I18n } from '@engine/i18n';
import en from 'virtual:locales/en/payments';
import { COMMON_NS } from '@engine/i18n/createI18n';
import { packOf, type Pack } from '@engine/i18n/resolveLocale';
import { useI18n } from '@engine/react/hooks/useI18n';
import { toLocale } from '@engine/react/hooks/useLocale';
import { LoadingState } from '@platform/shell/StateViews';
import { useChunk } from '@platform/shell/useChunk';

const LOADERS: Record<Exclude<Pack, 'en'>, () => Promise<{ default: Record<string, unknown> }>> = {
  ms: () => import('virtual:locales/ms/payments'),
  th: () => import('virtual:locales/th/payments'),
  fil: () => import('virtual:locales/fil/payments'),
  vi: () => import('virtual:locales/vi/payments'),
};

/** One loader per language: the strings, or none when they cannot be loaded (the page shows in English). */
const loaders = new Map<string, () => Promise<Record<string, unknown>>>();

function stringsLoader(pack: Exclude<Pack, 'en'>): () => Promise<Record<string, unknown>> {
  let load = loaders.get(pack);
  if (!load) {
    load = () =>
      LOADERS[pack]().then(
        (m) => m.default,
        (err: unknown) => {
          console.warn(`[i18n] the ${pack} strings of the top-up pages could not be loaded; showing English`, err);
          return {};
        },
      );
    loaders.set(pack, load);
  }
  return load;
}

const enLoaded = (): Promise<Record<string, unknown>> => Promise.resolve({});

/** Adds a part to the shared strings of a language, keeping those already there. */
function addStrings(i18n: I18n, lng: string, strings: Record<string, unknown>): void {
  i18n.addResourceBundle(lng, COMMON_NS, strings, true, false);
}

/** A top-up page that shows once its strings are in (en at once; the page language after its load). */
export function withPaymentStrings(Page: ComponentType): ComponentType {
  function WithPaymentStrings() {
    const i18n = useI18n();
    const pack = packOf(toLocale(i18n.language));
    useMemo(() => addStrings(i18n, 'en', en), [i18n]);
    const chunk = useChunk(pack === 'en' ? enLoaded : stringsLoader(pack));
    const strings = chunk.status === 'ready' ? chunk.value : undefined;
    useMemo(() => strings && pack !== 'en' && addStrings(i18n, pack, strings), [i18n, pack, strings]);
    if (pack !== 'en' && chunk.status === 'loading') return <LoadingState />;
    return <Page />;
  }
  WithPaymentStrings.displayName = `WithPaymentStrings(${Page.displayName ?? Page.name})`;
  return WithPaymentStrings;
}
