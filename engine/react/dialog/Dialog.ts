/**
 * The one modal surface of the app (DialogView.tsx). Its code (the view, focus keeping, the tap cover, the
 * entrance, the portal) is a chunk of its own: no page needs it before its first tap. The app preloads it once the
 * page is interactive; a dialog opened before it has arrived shows as soon as it does.
 */
import { shownOnLoad } from './shownOnLoad';
import type { DialogProps } from './DialogView';

export type { DialogPosition, DialogProps } from './DialogView';

const dialog = shownOnLoad<DialogProps>(
  () => import('./DialogView').then((m) => m.DialogView),
  (props) => props.open !== false,
);

export const Dialog = dialog.View;

/** Fetches the dialog's code ahead of the first dialog; resolves when it is in. */
export const preloadDialog = dialog.preload;
