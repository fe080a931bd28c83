import { useEffect } from 'react';

/** The page title shown by the app's native bar (outside immersive mode). Set after render, never during. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
