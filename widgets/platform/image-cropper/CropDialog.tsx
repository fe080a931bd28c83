/**
 * Cropping a picture the user chose, in a dialog: the cropper (cropperjs) is loaded the first time a picture is
 * cropped, never with the page. Confirm hands over the png of the box size; Cancel (or closing) drops the picture.
 * Widgets that take a picture from the user (the form's picture field, the text-and-picture form) show this one.
 */
import { lazy, Suspense } from 'react';
import { useT } from '@engine';
import { Dialog } from '@kit/Dialog';

const CropperView = lazy(() => import('./CropperChunk'));

export interface CropDialogProps {
  /** The picture being cropped (a data URL); the dialog is open while there is one. */
  src: string | undefined;
  boxWidth: number;
  boxHeight: number;
  onCropped(png: string): void;
  onCancel(): void;
}

export default function CropDialog({ src, boxWidth, boxHeight, onCropped, onCancel }: CropDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={src !== undefined}
      title={t('common:widgets.image-cropper.title')}
      onClose={onCancel}
      footer={
        <button type="button" className="cw-btn" onClick={onCancel}>
          {t('common:widgets.blocks.cancel')}
        </button>
      }
    >
      {src ? (
        <Suspense fallback={<p role="status">{t('common:widgets.blocks.loading')}</p>}>
          <CropperView
            src={src}
            boxWidth={boxWidth}
            boxHeight={boxHeight}
            confirmLabel={t('common:widgets.image-cropper.confirm')}
            failedText={t('common:widgets.image-cropper.failed')}
            onConfirm={onCropped}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
