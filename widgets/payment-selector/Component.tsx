import { useAction, useLocalState, useModal, useT, type WidgetComponentProps, Dialog } from '@engine';
import { payChannelLabelKey, usePayChannels } from '@engine/pay';
import '../ui/ui.css';
import type { PaymentSelectorProps } from './schema';
import './payment-selector.css';

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
    <Dialog open={open} position="bottom" onClose={cancel} title={t(props.title ?? 'common:widgets.payment-selector.title')} className="cw-pay">
      {channels === undefined ? (
        <p className="cw-pay__loading" aria-busy="true">
          {t('common:widgets.loading-overlay.text')}
        </p>
      ) : (
        <ul className="cw-pay__list">
          {channels.map((c) => (
            <li key={c}>
              <button type="button" className="cw-pay__channel" onClick={() => choose(c)}>
                {t(channelLabel(c))}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="cw-btn cw-pay__cancel" onClick={cancel}>
        {t('common:widgets.payment-selector.cancel')}
      </button>
    </Dialog>
  );
}
