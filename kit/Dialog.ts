/**
 * A titled dialog with a footer of buttons or a single close button, and a question's answers (AnswerButtons);
 * the markup is ./DialogCard.tsx. Its code comes with the engine's dialog, a chunk of its own that no page needs
 * before its first tap: it shows at once once loaded, or as soon as it arrives (engine/react/dialog/shownOnLoad.ts).
 */
import type { ReactNode } from 'react';
import { preloadDialog, shownOnLoad } from '@engine';
import './blocks.css';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content; a close button is shown when absent. */
  footer?: ReactNode;
}

export interface AnswerButtonsProps {
  onCancel: () => void;
  onConfirm: () => void;
  /** The answers' words; the shared Cancel and Confirm by default. */
  cancelText?: string;
  confirmText?: string;
  /** The confirmed step is under way: both answers are off. */
  busy?: boolean;
  /** Nothing to confirm yet (e.g. nothing chosen). */
  confirmDisabled?: boolean;
}

const card = () => Promise.all([import('./DialogCard'), preloadDialog()]).then(([m]) => m);
const dialog = shownOnLoad<DialogProps>(() => card().then((m) => m.DialogCard), (props) => props.open);
// Answers show inside an open dialog, whose code brought theirs.
const answers = shownOnLoad<AnswerButtonsProps>(() => card().then((m) => m.AnswerButtons), () => true);

export const Dialog = dialog.View;
export const AnswerButtons = answers.View;

/** Fetches the dialogs' code (the engine's and the kit's) ahead of the first dialog; resolves when it is in. */
export const preloadDialogs = (): Promise<void> => Promise.all([dialog.preload(), answers.preload()]).then(() => undefined);
