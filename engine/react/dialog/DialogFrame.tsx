/**
 * The overlay and panel shared by modals, sheets and the confirm dialog.
 * Positions: center, top, bottom. Overlay click and Escape close it.
 */
import { useRef, type ReactNode, type RefObject } from 'react';
import { useDialogFocus } from './useDialogFocus';

export type DialogPosition = 'center' | 'top' | 'bottom';

export interface DialogFrameProps {
  position: DialogPosition;
  onClose: () => void;
  closeOnOverlay?: boolean;
  role?: 'dialog' | 'alertdialog';
  labelledBy?: string;
  label?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  variant?: 'modal' | 'sheet';
  children?: ReactNode;
}

const ALIGN: Record<DialogPosition, string> = { center: 'center', top: 'flex-start', bottom: 'flex-end' };

export function DialogFrame({ position, onClose, closeOnOverlay = true, role = 'dialog', labelledBy, label, initialFocus, variant = 'modal', children }: DialogFrameProps) {
  const panel = useRef<HTMLDivElement>(null);
  useDialogFocus(panel, onClose, initialFocus);
  const sheet = variant === 'sheet';
  return (
    <div
      data-engine-overlay={variant}
      onClick={(e) => {
        if (closeOnOverlay && e.target === e.currentTarget) onClose();
      }}
      style={{ position: 'fixed', inset: 0, zIndex: 1000, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: ALIGN[position], background: 'rgba(0, 0, 0, 0.6)' }}
    >
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        data-position={position}
        style={{
          boxSizing: 'border-box',
          width: sheet ? '100%' : 'min(90vw, 640px)',
          maxHeight: '90vh',
          overflow: 'auto',
          background: 'var(--color-surface, #fff)',
          color: 'var(--color-text, #222)',
          borderRadius: sheet ? (position === 'top' ? '0 0 16px 16px' : '16px 16px 0 0') : 16,
          padding: 16,
          outline: 'none',
        }}
      >
        {children}
      </div>
    </div>
  );
}
