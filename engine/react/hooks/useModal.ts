import { useCallback, useSyncExternalStore } from 'react';
import { usePageContext } from '../useEngineContext';
import { closeModal, openModal } from '../pageStores';

/** Open state of a page modal or sheet, by id (the same state openModal/closeModal steps change). */
export function useModal(id: string): { open: boolean; show(): void; hide(): void } {
  const { stores } = usePageContext();
  const open = useSyncExternalStore(stores.modals.subscribe, () => stores.modals.get().includes(id), () => stores.modals.get().includes(id));
  const show = useCallback(() => openModal(stores, id), [stores, id]);
  const hide = useCallback(() => closeModal(stores, id), [stores, id]);
  return { open, show, hide };
}
