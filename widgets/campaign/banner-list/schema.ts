import * as z from 'zod/mini';
import { dataRef, describe, lazySchema } from '@engine';
import { listWordProps } from '@kit/list/listWords';

/** An app route under /vue/, e.g. /diamond-pass/index: no scheme, host, query or "..". */
const ROUTE = /^\/(?:[A-Za-z0-9_-]+)(?:\/[A-Za-z0-9_-]+)*$/;

export const bannerListProps = lazySchema(() =>
  z.object({
    source: describe(
      dataRef('Declared data source whose answer lists the banners: id, title, image, route (the app route it opens).'),
      'Declared data source with the banners, e.g. /marketing/banner/list.',
    ),
    routes: describe(
      z.array(z.string().check(z.regex(ROUTE, 'expected an app route such as /diamond-pass/index'))).check(z.minLength(1)),
      'The app routes a banner may open (under /vue/). A banner whose route is not listed here is not shown: the answer never chooses a page outside this list.',
    ),
    ...listWordProps('the banners', 'no banner is running', 'the widget\'s own message'),
  }),
);

export type BannerListProps = z.output<typeof bannerListProps>;
