/**
 * Asking before spending (purchases, exchanges and compositions are confirmed first): the item the user tapped is
 * held while the question is open; Confirm runs the page's step for it once, however often it is tapped, and
 * Cancel (or closing the dialog) drops it unless the step is under way.
 */
import type { ReactNode } from 'react';
import type { ConfirmedItem } from './confirm/useConfirmedItem';
import { Dialog } from './Dialog';
import { useWidgetT } from './useWidgetT';

export { useConfirmedItem, type ConfirmedItem } from './confirm/useConfirmedItem';

/** The question with Cancel and Confirm; `children` says what is about to happen. */
export function ConfirmItemDialog<T>({ item, title, children }: { item: ConfirmedItem<T>; title: string; children: ReactNode }) {
  const bt = useWidgetT('blocks');
  return (
    <Dialog
      open={item.asking !== null}
      title={title}
      onClose={item.cancel}
      footer={
        <>
          <button type="button" className="cw-btn cw-btn--ghost" disabled={item.busy} onClick={item.cancel}>
            {bt('cancel')}
          </button>
          <button type="button" className="cw-btn cw-btn--primary" disabled={item.busy} aria-busy={item.busy} onClick={() => void item.confirm()}>
            {bt('confirm')}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
