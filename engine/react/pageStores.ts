/**
 * Page-local stores: the `state` binding root (setState steps, useLocalState)
 * and the stack of open modals and sheets (openModal/closeModal, useModal).
 */
import { createStore, type Store } from './createStore';

export interface PageStores {
  state: Store<Record<string, unknown>>;
  /** Ids of open modals and sheets, the last one on top. */
  modals: Store<readonly string[]>;
  /** Keys of `money` steps in flight (single-flight). */
  inFlight: Set<string>;
  /** `state` keys last set from input the page URL carries: as tainted as `query` itself. */
  tainted: Set<string>;
}

export function createPageStores(): PageStores {
  return { state: createStore<Record<string, unknown>>({}), modals: createStore<readonly string[]>([]), inFlight: new Set(), tainted: new Set() };
}

export function setStateKey(stores: PageStores, key: string, value: unknown): void {
  stores.state.set((prev) => ({ ...prev, [key]: value }));
}

export function openModal(stores: PageStores, id: string): void {
  stores.modals.set((prev) => [...prev.filter((m) => m !== id), id]);
}

/** Closes the given modal, or the top-most one when no id is given. */
export function closeModal(stores: PageStores, id?: string): void {
  stores.modals.set((prev) => (id === undefined ? prev.slice(0, -1) : prev.filter((m) => m !== id)));
}
