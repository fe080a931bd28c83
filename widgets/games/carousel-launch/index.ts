import { dataReads, defineWidget } from '@engine';
import carouselLaunchReads from './reads.json';
import { carouselLaunchProps } from './schema';

/** The Christmas carousel's launches: candy spent 1 or 10 at a time, the first prize's guarantee counter shown. */
export const carouselLaunch = defineWidget({
  type: 'carousel-launch',
  version: 1,
  description: 'Christmas carousel launches, 1 or 10 at a time, paid in candy (a launch above one is asked first, naming its cost); shows the candy and how many launches are left until the first prize is guaranteed; one launch at a time; short of candy it runs the recharge action (the buy-candy panel).',
  props: carouselLaunchProps,
  reads: dataReads(carouselLaunchReads),
  component: () => import('./CarouselLaunch'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 260,
});
