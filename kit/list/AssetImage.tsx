/**
 * A decorative picture named by a campaign (a campaign file or an allowlisted URL), square at `size` px; without
 * one, or when the name is not allowed, an empty box of the same class keeps the layout in place.
 */
import { useAssetUrl } from '@engine';

export function AssetImage({ src, className, size }: { src: string | undefined; className: string; size: number }) {
  const url = useAssetUrl(src);
  return url ? <img className={className} src={url} alt="" width={size} height={size} loading="lazy" /> : <span className={className} aria-hidden="true" />;
}
