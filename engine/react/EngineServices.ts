/**
 * The services a page runs with. They are created by the application (or by a
 * test) and injected through <EngineProvider>, so nothing in the render path
 * reads browser globals: pages can be prerendered to static HTML.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { I18n } from '../i18n/stringTable';
import type { Clock } from '../core/clock';
import type { WidgetRegistry } from '../core/types';
import type { HttpClient } from '../http';
import type { Bridge } from '../bridge/types';
import type { PushChannel } from '../push/pushMessage';

export interface EngineEnv {
  production: boolean;
  /** Version of the host app (absent outside the app). */
  appVersion?: string;
  platform: 'ios' | 'android' | 'browser';
  /** Query parameters of the page URL. */
  query: Record<string, string>;
  /** The user viewing the page; `fromUrl` when the page URL set the id (`?uid=`, development and sandbox builds only). */
  user?: { id?: string; fromUrl?: boolean };
}

export interface EngineServices {
  registry: WidgetRegistry;
  http: HttpClient;
  bridge: Bridge;
  clock: Clock;
  queryClient: QueryClient;
  i18n: I18n;
  env: EngineEnv;
  /** Push channel for a chat group (`channelId`), loaded lazily by pages that use pushes. */
  push?: (channelId?: string) => Promise<PushChannel>;
  /**
   * Navigation outside a router (or to an absolute URL). Inside a react-router
   * tree, `navigate` steps use the router instead.
   */
  navigate?: (to: string) => void;
}
