/** A tiny typed event emitter; a failing listener never stops the others. */
export interface Emitter<M> {
  on<E extends keyof M>(event: E, cb: (payload: M[E]) => void): () => void;
  emit<E extends keyof M>(event: E, payload: M[E]): void;
}

export function createEmitter<M>(): Emitter<M> {
  const listeners = new Map<keyof M, Set<(payload: never) => void>>();
  return {
    on(event, cb) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(cb as (payload: never) => void);
      return () => set.delete(cb as (payload: never) => void);
    },
    emit(event, payload) {
      for (const cb of [...(listeners.get(event) ?? [])]) {
        try {
          (cb as (p: typeof payload) => void)(payload);
        } catch (err) {
          console.error(`[bridge] listener of "${String(event)}" failed`, err);
        }
      }
    },
  };
}
