/** Placeholder of a widget's reserved height while its code or data loads (no layout shift). */
export const DEFAULT_SKELETON_HEIGHT = 48;

export function WidgetSkeleton({ height }: { height?: number }) {
  return (
    <div
      aria-hidden="true"
      data-engine-skeleton=""
      style={{ height: height ?? DEFAULT_SKELETON_HEIGHT, borderRadius: 8, background: 'var(--color-skeleton, rgba(127, 127, 127, 0.15))' }}
    />
  );
}
