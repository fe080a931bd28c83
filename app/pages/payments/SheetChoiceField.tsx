import { useState } from 'react';
import { LoadingState } from '@platform/shell/StateViews';
import { useShellT } from '@platform/shell/useShellT';
import { PaymentSheet, type PaymentSheetOption } from '../../../widgets/platform/payment-selector/PaymentSheet';

export interface SheetChoiceFieldProps {
  /** The id of the field's label, which describes its button. */
  labelId: string;
  /** The field's label, also the title of its sheet. */
  label: string;
  /** What the button shows: the choice made, or what to choose. */
  shown: string;
  /** The options; undefined while they load (the field shows that it is loading). */
  options: readonly PaymentSheetOption[] | undefined;
  selected: string | undefined;
  onChoose: (value: string) => void;
}

/**
 * A field of the pay pages chosen on the payment selector sheet, not a native select: its button shows the choice
 * and opens the sheet; choosing an option, or cancelling, closes it.
 */
export function SheetChoiceField({ labelId, label, shown, options, selected, onChoose }: SheetChoiceFieldProps) {
  const t = useShellT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="pay-field">
        <span id={labelId}>{label}</span>
        {options ? (
          <button type="button" className="pay-option" aria-haspopup="dialog" aria-describedby={labelId} onClick={() => setOpen(true)}>
            {shown}
          </button>
        ) : (
          <LoadingState />
        )}
      </div>
      <PaymentSheet
        open={open}
        title={label}
        cancelLabel={t('payments.cancel')}
        loadingLabel={t('shell.loading')}
        options={options}
        selected={selected}
        onChoose={(value) => (onChoose(value), setOpen(false))}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
