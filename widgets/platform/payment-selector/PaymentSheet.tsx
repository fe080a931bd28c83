/**
 * The payment selector sheet: a bottom sheet listing choices (pay channels, or a country/region on the
 * top-up page) with a Cancel button. The one sheet of its kind: the payment-selector widget of campaign pages and
 * the top-up pages both show it. Labels come translated from the caller (campaign pages and the top-up pages read
 * different string packs).
 */
import { Dialog } from '@engine';
import '@kit/ui.css';
import './payment-selector.css';

export interface PaymentSheetOption {
  value: string;
  label: string;
}

export interface PaymentSheetProps {
  open: boolean;
  title: string;
  cancelLabel: string;
  /** Shown while the options are not known yet (e.g. the app is asked for its channels). */
  loadingLabel: string;
  options: readonly PaymentSheetOption[] | undefined;
  /** The option chosen before, marked as pressed. */
  selected?: string | undefined;
  onChoose(value: string): void;
  onCancel(): void;
}

export function PaymentSheet({ open, title, cancelLabel, loadingLabel, options, selected, onChoose, onCancel }: PaymentSheetProps) {
  return (
    <Dialog open={open} position="bottom" onClose={onCancel} title={title} className="cw-pay">
      {options === undefined ? (
        <p className="cw-pay__loading" aria-busy="true">
          {loadingLabel}
        </p>
      ) : (
        <ul className="cw-pay__list">
          {options.map((o) => (
            <li key={o.value}>
              <button type="button" className="cw-pay__channel" aria-pressed={selected === undefined ? undefined : selected === o.value} onClick={() => onChoose(o.value)}>
                {o.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="cw-btn cw-pay__cancel" onClick={onCancel}>
        {cancelLabel}
      </button>
    </Dialog>
  );
}
