/**
 * The form of a text (required, at most `maxLength` characters) and, when wanted, exactly one picture:
 * checked with localized messages, then handed to `onSubmit` once (a second submit while one is on its way does nothing).
 * With `crop`, a chosen picture is first cropped to that box (the image cropper, loaded when the user first crops):
 * the cropped png is what is sent; a cancelled crop chooses nothing.
 */
import { lazy, Suspense, useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useT } from '@engine';
import { useWidgetT } from '@kit/useWidgetT';
import { pngFile } from '../../platform/image-cropper/pngFile';
import { charCount, validateTextPicture, type TextPictureErrors } from './validateTextPicture';
import type { TextPictureInputProps } from './schema';
import '@kit/blocks.css';
import './text-picture-input.css';

// The crop dialog (and the cropper it loads) comes when the user first chooses a picture to crop.
const CropDialog = lazy(() => import('../../platform/image-cropper/CropDialog'));

export type TextPictureValues = { text: string; picture?: File };

export interface TextPictureFormProps extends Pick<TextPictureInputProps, 'picture' | 'submitText' | 'maxLength' | 'requiredText' | 'textLabel' | 'pictureLabel' | 'title'> {
  /** Sends the checked values; the form stays as it is when it fails (nothing typed is lost). */
  onSubmit(values: TextPictureValues): Promise<unknown>;
  /** Disables the submit button (e.g. nothing to submit for yet). */
  disabled?: boolean;
  /** Crop the chosen picture to this box (px) before it is sent. */
  crop?: { width: number; height: number };
}
export function TextPictureForm(props: TextPictureFormProps) {
  const t = useT();
  const wt = useWidgetT('text-picture-input');
  const uid = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [preview, setPreview] = useState<string | undefined>();
  const [errors, setErrors] = useState<TextPictureErrors>({});
  const [busy, setBusy] = useState(false);
  const [cropping, setCropping] = useState<string | undefined>();

  useEffect(() => () => {
    if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
  }, [preview]);

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(e.target.files ?? [])];
    const first = picked[0];
    if (props.crop && first && picked.length === 1 && first.type.startsWith('image/')) {
      // Cropped first: the picture counts as chosen once the crop is confirmed. The same file can be chosen again.
      e.target.value = '';
      // The reading code comes with the first picture chosen: the form's first screen does not carry it.
      import('@engine/upload').then((upload) => upload.readImageFile(first)).then(setCropping, () => setErrors((prev) => ({ ...prev, picture: 'errNotImage' })));
      return;
    }
    setFiles(picked);
    setErrors((prev) => ({ ...prev, picture: undefined }));
    setPreview(first && picked.length === 1 && first.type.startsWith('image/') && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(first) : undefined);
  };

  const onCropped = (png: string) => {
    setCropping(undefined);
    setFiles([pngFile(png)]);
    setErrors((prev) => ({ ...prev, picture: undefined }));
    setPreview(png);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validateTextPicture(text, files, props.maxLength, props.picture);
    setErrors(found);
    if (found.text || found.picture) return;
    setBusy(true);
    try {
      await props.onSubmit(props.picture && files[0] ? { text: text.trim(), picture: files[0] } : { text: text.trim() });
    } finally {
      setBusy(false);
    }
  };

  const count = charCount(text);
  return (
    <form className="cw-tp" noValidate onSubmit={(e) => void onSubmit(e)}>
      {props.title ? <h3 className="cw-tp__title">{t(props.title)}</h3> : null}
      <label className="cw-tp__label" htmlFor={`${uid}-text`}>
        {props.textLabel ? t(props.textLabel) : wt('textLabel')}
      </label>
      <div className="cw-tp__text-wrap">
        <input id={`${uid}-text`} className="cw-tp__input" value={text} aria-invalid={Boolean(errors.text)} aria-describedby={`${uid}-count${errors.text ? ` ${uid}-text-error` : ''}`} onChange={(e) => {
          setText(e.target.value);
          setErrors((prev) => ({ ...prev, text: undefined }));
        }} />
        <span id={`${uid}-count`} className={`cw-tp__count${count > props.maxLength ? ' cw-tp__count--over' : ''}`}>{`${count}/${props.maxLength}`}</span>
      </div>
      {errors.text ? <small id={`${uid}-text-error`} className="cw-tp__error" role="alert">{errors.text === 'errTextRequired' && props.requiredText ? t(props.requiredText) : wt(errors.text, { count: props.maxLength, max: props.maxLength })}</small> : null}
      {props.picture ? (
        <>
          <span className="cw-tp__label" id={`${uid}-pic-label`}>
            {props.pictureLabel ? t(props.pictureLabel) : wt('pictureLabel')}
          </span>
          <label className="cw-tp__picker">
            {preview ? <img className="cw-tp__preview" src={preview} alt={wt('previewAlt')} /> : <span className="cw-tp__plus" aria-hidden="true">+</span>}
            <span className="cw-visually-hidden">{wt('choosePicture')}</span>
            <input className="cw-visually-hidden" type="file" accept="image/*" aria-labelledby={`${uid}-pic-label`} aria-invalid={Boolean(errors.picture)} onChange={onFiles} />
          </label>
          {errors.picture ? <small className="cw-tp__error" role="alert">{wt(errors.picture)}</small> : null}
          {props.crop && cropping ? (
            <Suspense fallback={null}>
              <CropDialog src={cropping} boxWidth={props.crop.width} boxHeight={props.crop.height} onCropped={onCropped} onCancel={() => setCropping(undefined)} />
            </Suspense>
          ) : null}
        </>
      ) : null}
      <button type="submit" className="cw-btn cw-btn--primary cw-tp__submit" disabled={busy || props.disabled}>
        {props.submitText ? t(props.submitText) : wt('submit')}
      </button>
    </form>
  );
}
