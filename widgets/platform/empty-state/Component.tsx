import { useT, type WidgetComponentProps, useAssetUrl } from '@engine';
import { EmptyView } from '@kit/EmptyView';
import { EMPTY_STATE_DEFAULT_KEY, type EmptyStateProps } from './schema';

export default function EmptyState({ props }: WidgetComponentProps<EmptyStateProps>) {
  const t = useT();
  const image = useAssetUrl(props.image);
  return <EmptyView text={t(props.text ?? EMPTY_STATE_DEFAULT_KEY)} image={image} compact={props.compact} />;
}
