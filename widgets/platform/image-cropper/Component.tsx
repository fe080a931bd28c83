import { useId, useState } from 'react';
import { useAction, useLocalState, useT, useToast, type WidgetComponentProps, useAssetUrl } from '@engine';
import { readImageFile } from '@engine/upload';
import { ImageCropperView } from './ImageCropperView';
import type { ImageCropperProps } from './schema';
import '@kit/ui.css';
import './image-cropper.css';

export default function ImageCropper({ props }: WidgetComponentProps<ImageCropperProps>) {
  const t = useT();
  const toast = useToast();
  const { run } = useAction();
  const [, setCropped] = useLocalState<string>(props.stateKey);
  const given = useAssetUrl(props.src);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const inputId = useId();
  const src = picked ?? given;

  const onPick = (file: File | undefined) => {
    readImageFile(file).then(setPicked, () => toast('common:widgets.image-cropper.noFile'));
  };
  const onConfirm = async (png: string) => {
    setCropped(png);
    if (props.action) await run(props.action);
  };

  return (
    <div className="cw-image-cropper">
      {src ? (
        <ImageCropperView
          src={src}
          boxWidth={props.boxWidth}
          boxHeight={props.boxHeight}
          confirmLabel={t('common:widgets.image-cropper.confirm')}
          failedText={t('common:widgets.image-cropper.failed')}
          onConfirm={onConfirm}
        />
      ) : (
        <p className="cw-cropper__hint">{t('common:widgets.image-cropper.hint')}</p>
      )}
      {props.allowPick ? (
        <div className="cw-cropper__pick">
          <input id={inputId} className="cw-cropper__file" type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={(e) => onPick(e.target.files?.[0])} />
          <label htmlFor={inputId} className="cw-btn">
            {t('common:widgets.image-cropper.pick')}
          </label>
        </div>
      ) : null}
    </div>
  );
}
