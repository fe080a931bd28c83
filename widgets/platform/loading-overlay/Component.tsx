import { useT, type WidgetComponentProps } from '@engine';
import type { LoadingOverlayProps } from './schema';
import './loading-overlay.css';

export default function LoadingOverlay({ props }: WidgetComponentProps<LoadingOverlayProps>) {
  const t = useT();
  if (!props.visible) return null;
  return (
    <div className={`cw-loading${props.transparent ? ' cw-loading--transparent' : ''}`} role="alert" aria-busy="true" aria-live="assertive">
      <div className="cw-loading__box">
        <span className="cw-loading__spinner" aria-hidden="true" />
        <span className="cw-loading__text">{t(props.text ?? 'common:widgets.loading-overlay.text')}</span>
      </div>
    </div>
  );
}
