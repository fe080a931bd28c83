/**
 * A component whose code is a chunk of its own, fetched when it is first shown or ahead of that (`preload`), so a
 * page's first load does not carry it. Once the code is in, it renders at once, in the same render as a component
 * of the page; before that, a component asked to show renders nothing, starts the load and shows as soon as the
 * code arrives. The state that asked for it (the tap that opened a dialog) is kept meanwhile: nothing is lost and
 * nothing runs twice. A failed load is asked again by the next `preload` or the next time it is asked to show.
 */
import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

export interface ShownOnLoad<P> {
  View: (props: P) => ReactNode;
  /** Starts the load (once while it is under way); resolves when the code is in. */
  preload(): Promise<void>;
}

/** `load` gives the component; `shown(props)` tells whether the props ask it to show (an open dialog). */
export function shownOnLoad<P extends object>(load: () => Promise<ComponentType<P>>, shown: (props: P) => boolean): ShownOnLoad<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function View(props: P): ReactNode {
    const wanted = shown(props);
    const [, arrived] = useState(0);
    useEffect(() => {
      if (!wanted || loaded) return undefined;
      let live = true;
      preload().then(
        () => live && arrived((n) => n + 1),
        (error: unknown) => console.error('[app] a part of the page could not be loaded', error),
      );
      return () => {
        live = false;
      };
    }, [wanted]);
    // Once loaded it stays mounted while closed too: closing it runs its own closing rules (focus, tap cover).
    return loaded ? createElement(loaded, props) : null;
  }
  return { View, preload };
}
