/** The wishing state request: what the widget reads as it shows (and the page prefetches). */
import type { ApiRequest } from '@engine';
import type { WishBoxProps } from './schema';

export function wishIndexRequest(props: Pick<WishBoxProps, 'indexPath'>): ApiRequest {
  return { path: props.indexPath };
}
