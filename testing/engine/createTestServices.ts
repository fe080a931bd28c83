/**
 * Engine services for tests: the given widgets (or none), a react-query
 * client that never retries, an in-memory http client, a recording bridge,
 * a clock fixed at `now`, and the page's strings with the shared locales.
 */
import { allLocalePacks } from '@engine/i18n/allLocalePacks';
import { QueryClient } from '@tanstack/react-query';
import { refetchIfFailed } from '@engine/http/createQueryClient';
import { createRegistry } from '@engine/core/registry';
import type { AnyWidgetDefinition, Locale, WidgetRegistry } from '@engine/core/types';
import type { HttpClient } from '@engine/http';
import { createI18n } from '@engine/i18n';
import type { EngineEnv, EngineServices } from '@engine/react/EngineServices';
import { createFakeBridge, type FakeBridge } from './fakeBridge';
import { createFakeHttp, type FakeHttp, type FakeResponses } from './fakeHttp';
import { createTestClock, type TestClock } from './testClock';

export interface TestServicesOptions {
  /** A registry, or a list of widget definitions to register. */
  registry?: WidgetRegistry | readonly AnyWidgetDefinition[];
  /** Fake answers by path or 'METHOD /path' (see fakeHttp.ts). */
  responses?: FakeResponses;
  /** A real client for requests without a fake answer. */
  http?: HttpClient;
  /** Instant the clock is fixed at (ISO string or ms). */
  now?: string | number;
  locale?: Locale;
  env?: Partial<EngineEnv>;
  navigate?: (to: string) => void;
}

export interface TestServices extends EngineServices {
  http: FakeHttp;
  bridge: FakeBridge;
  clock: TestClock;
}

export function createTestQueryClient(): QueryClient {
  // Like the app's client, a failed read is read again when the page comes back to the foreground or online.
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity, refetchOnWindowFocus: refetchIfFailed, refetchOnReconnect: refetchIfFailed }, mutations: { retry: false } } });
}

export function createTestServices(opts: TestServicesOptions = {}): TestServices {
  const registry = opts.registry instanceof Map ? opts.registry : createRegistry((opts.registry ?? []) as readonly AnyWidgetDefinition[]);
  const env: EngineEnv = { production: false, platform: 'android', appVersion: '3.19.0', query: {}, user: { id: '10001' }, ...opts.env };
  const services: TestServices = {
    registry,
    http: createFakeHttp(opts.responses, opts.http),
    bridge: createFakeBridge({ platform: env.platform, ...(env.appVersion ? { appVersion: env.appVersion } : {}) }),
    clock: createTestClock(opts.now),
    queryClient: createTestQueryClient(),
    i18n: createI18n(opts.locale ?? 'en', {}, allLocalePacks),
    env,
  };
  if (opts.navigate) services.navigate = opts.navigate;
  return services;
}
