import { useEffect, useState } from 'react';

/**
 * What `load(source)` answers, once it has answered (undefined before); asked again when `source` changes. An
 * answer that comes after the component has gone or its source has changed is dropped, and so is a refusal.
 */
export function useLoadedValue<S, T>(source: S, load: (source: S) => Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let live = true;
    load(source).then((v) => live && setValue(v), () => undefined);
    return () => {
      live = false;
    };
    // `load` reads nothing but its source: the answer changes only with the source.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);
  return value;
}
