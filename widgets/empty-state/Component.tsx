import { useT, type WidgetComponentProps, useAssetUrl } from '@engine';
import { EMPTY_STATE_DEFAULT_KEY, type EmptyStateProps } from './schema';
import './empty-state.css';

export default function EmptyState({ props }: WidgetComponentProps<EmptyStateProps>) {
  const t = useT();
  const image = useAssetUrl(props.image);
  return (
    <div className={`cw-empty${props.compact ? ' cw-empty--compact' : ''}`} role="status">
      {image ? <img className="cw-empty__image" src={image} alt="" /> : <span className="cw-empty__icon" aria-hidden="true" />}
      <p className="cw-empty__text">{t(props.text ?? EMPTY_STATE_DEFAULT_KEY)}</p>
    </div>
  );
}
