/** The draw config request of a pool: what the widget reads as it shows (and the page prefetches). */
import type { ApiRequest } from '@engine';
import type { SparkDrawProps } from './schema';

export function drawConfigRequest(props: Pick<SparkDrawProps, 'configPath'>, category: number): ApiRequest {
  return { path: props.configPath, params: { actCategory: category } };
}
