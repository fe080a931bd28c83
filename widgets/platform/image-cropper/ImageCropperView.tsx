import { useEffect, useRef, useState } from 'react';
import { cropperTemplate, exportPng, type CanvasSource } from './cropImage';

export interface ImageCropperViewProps {
  src: string;
  boxWidth: number;
  boxHeight: number;
  confirmLabel: string;
  failedText: string;
  /** Receives the cropped png as a data URL. */
  onConfirm(png: string): void | Promise<void>;
}

interface CropperInstance {
  getCropperSelection(): CanvasSource | null;
  destroy(): void;
}

/** The cropping surface with its Confirm button; cropperjs is fetched only when a cropper is shown. */
export function ImageCropperView({ src, boxWidth, boxHeight, confirmLabel, failedText, onConfirm }: ImageCropperViewProps) {
  const image = useRef<HTMLImageElement>(null);
  const cropper = useRef<CropperInstance | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const el = image.current;
    if (!el) return;
    let disposed = false;
    setFailed(false);
    import('cropperjs')
      .then(({ default: Cropper }) => {
        if (disposed) return;
        cropper.current = new Cropper(el, { template: cropperTemplate(boxWidth, boxHeight) }) as unknown as CropperInstance;
        setReady(true);
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      cropper.current?.destroy();
      cropper.current = null;
      setReady(false);
    };
  }, [src, boxWidth, boxHeight]);

  const confirm = async () => {
    const selection = cropper.current?.getCropperSelection();
    if (!selection) return;
    setBusy(true);
    try {
      await onConfirm(await exportPng(selection, boxWidth, boxHeight));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cw-cropper">
      <div className="cw-cropper__stage">
        <img ref={image} className="cw-cropper__image" src={src} alt="" crossOrigin={src.startsWith('data:') ? undefined : 'anonymous'} />
      </div>
      {failed ? (
        <p className="cw-cropper__failed" role="alert">
          {failedText}
        </p>
      ) : null}
      <button type="button" className="cw-btn cw-btn--primary cw-cropper__confirm" disabled={!ready || busy} onClick={() => void confirm()}>
        {confirmLabel}
      </button>
    </div>
  );
}
