/**
 * Platform pages of P§2 built so far, by route (lazy: each is its own chunk).
 * A route listed in engine/shell/routeTable.ts without an entry here shows
 * the localized "coming soon" page naming it. Add a page as
 * `'/podcast/list': () => import('../pages/podcast/PodcastListPage')`.
 */
import type { AppRoutesOptions } from '@engine/shell/createAppRouter';

export const platformPages: NonNullable<AppRoutesOptions['pages']> = {};
