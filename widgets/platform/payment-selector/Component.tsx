import { useAction, useLocalState, useModal, useT, type WidgetComponentProps } from '@engine';
import { payChannelLabelKey, usePayChannels } from '@platform/pay';
import { PaymentSheet } from './PaymentSheet';
import type { PaymentSelectorProps } from './schema';

/** Label key of a channel; a channel the app names otherwise is shown as given. */
const channelLabel = (channel: string) => payChannelLabelKey(channel) ?? channel;

export default function PaymentSelector({ props, node }: WidgetComponentProps<PaymentSelectorProps>) {
  const t = useT();
  const { run } = useAction();
  const modal = useModal(node.id ?? node.path);
  const open = props.open ?? modal.open;
  const [, setChannel] = useLocalState<string>(props.stateKey);
  const choice = usePayChannels(props.userCode, props.productCode, open && !props.channels);
  const channels = props.channels ?? choice?.channels;

  const choose = (channel: string) => {
    setChannel(channel);
    modal.hide();
    if (props.onSelect) void run(props.onSelect).catch(() => undefined);
  };
  const cancel = () => {
    modal.hide();
    if (props.onCancel) void run(props.onCancel).catch(() => undefined);
  };

  return (
    <PaymentSheet
      open={open}
      title={t(props.title ?? 'common:widgets.payment-selector.title')}
      cancelLabel={t('common:widgets.payment-selector.cancel')}
      loadingLabel={t('common:widgets.loading-overlay.text')}
      options={channels?.map((c) => ({ value: c, label: t(channelLabel(c)) }))}
      onChoose={choose}
      onCancel={cancel}
    />
  );
}
