/**
 * Asking before spending (purchases, exchanges and compositions are confirmed first): the item the user tapped is
 * held while the question is open; Confirm runs the page's step for it once, however often it is tapped, and
 * Cancel (or closing the dialog) drops it unless the step is under way.
 */
import type { ReactNode } from 'react';
import type { ConfirmedItem } from './confirm/useConfirmedItem';
import { AnswerButtons, Dialog } from './Dialog';

export { useConfirmedItem, type ConfirmedItem } from './confirm/useConfirmedItem';

/** The question with Cancel and Confirm; `children` says what is about to happen. */
export function ConfirmItemDialog<T>({ item, title, children }: { item: ConfirmedItem<T>; title: string; children: ReactNode }) {
  return (
    <Dialog
      open={item.asking !== null}
      title={title}
      onClose={item.cancel}
      footer={<AnswerButtons busy={item.busy} onCancel={item.cancel} onConfirm={() => void item.confirm()} />}
    >
      {children}
    </Dialog>
  );
}
