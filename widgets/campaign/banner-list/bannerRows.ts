/** Reading the banners answer: only banners opening one of the allowed app routes are kept. */
import { safeUrl } from '@engine';
import { readRows, readText } from '@kit/readField';

export interface BannerRow {
  key: string;
  title: string;
  image?: string;
  route: string;
}

export function bannerRows(answer: unknown, routes: readonly string[]): BannerRow[] | undefined {
  const rows = readRows(answer, 'list', 'rows', 'banners');
  if (!rows) return undefined;
  return rows.flatMap((row, i) => {
    const route = readText(row, 'route', 'path');
    // The route is compared whole with the configured list: the answer picks among the listed pages, nothing else.
    if (route === undefined || !routes.includes(route)) return [];
    return [{ key: `${readText(row, 'id') ?? 'banner'}-${i}`, title: readText(row, 'title', 'name') ?? '', image: safeUrl(readText(row, 'image', 'icon', 'cover')), route }];
  });
}
