/** The data a banner list reads (bannerRows.ts reads it): one row per banner. */
import { field, type DataRead } from '@engine';

export const bannerReads: readonly DataRead[] = [
  {
    prop: 'source',
    what: 'Banners, in the order shown',
    shape: 'rows',
    listIn: ['list', 'rows', 'banners'],
    fields: [
      field('route|path', 'text', 'The app route it opens; a banner whose route is not in the widget\'s routes is not shown.', { required: true }),
      field('image|icon|cover', 'text', 'Banner picture URL.'),
      field('title|name', 'text', 'Title (the picture\'s text for screen readers).'),
      field('id', 'text or number', 'Id of the banner.'),
    ],
  },
];
