import { dataReads, defineWidget } from '@engine';
import bannerReads from './reads.json';
import { bannerListProps } from './schema';

/** The campaign banners running now; each opens its page, one of the configured app routes. */
export const bannerList = defineWidget({
  type: 'banner-list',
  version: 1,
  description: 'The campaign banners of an answer (title, picture, route); a tap opens the banner\'s page in the app, only among the routes the config lists; loading, empty and error states.',
  props: bannerListProps,
  reads: dataReads(bannerReads),
  component: () => import('./BannerList'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 380,
});
