/**
 * A picture field: pick a picture, crop it (the image cropper, loaded when first needed), and it uploads at
 * once through the one upload path (engine/upload: signing, multipart POST to the signed host, the key rule).
 * Each picture shows its state; a failed upload can be retried or removed.
 */
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useEngineServices } from '@engine';
import { IMAGE_FILE_NOT_FOUND, readImageFile, uploadFile, UploadError } from '@engine/upload';
import CropDialog from '../../platform/image-cropper/CropDialog';
import { pngFile } from '../../platform/image-cropper/pngFile';
import type { WidgetT } from '@kit/useWidgetT';
import type { FormField } from './schema';
import '@kit/list/list.css';
import type { PictureEntry } from './validateForm';

let nextId = 0;

export interface PictureFieldProps {
  field: FormField;
  id: string;
  describedBy?: string;
  invalid: boolean;
  pictures: PictureEntry[];
  /** Updates this field's pictures (also after an upload ends, when other fields may have changed). */
  setPictures: Dispatch<SetStateAction<PictureEntry[]>>;
  wt: WidgetT;
}

export function PictureField({ field, id, describedBy, invalid, pictures, setPictures, wt }: PictureFieldProps) {
  const { http } = useEngineServices();
  const [cropping, setCropping] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  const patch = (pid: string, change: Partial<PictureEntry>) => setPictures((list) => list.map((p) => (p.id === pid ? { ...p, ...change } : p)));

  const upload = async (entry: PictureEntry) => {
    patch(entry.id, { status: 'uploading' });
    try {
      const { url } = await uploadFile(pngFile(entry.png), { http });
      patch(entry.id, { status: 'done', url });
    } catch (err) {
      patch(entry.id, { status: 'failed' });
      setProblem(err instanceof UploadError && err.code === IMAGE_FILE_NOT_FOUND ? wt('imageNotFound') : wt('uploadFailedHint'));
    }
  };

  const onPick = (file: File | undefined) => {
    setProblem(undefined);
    readImageFile(file).then(setCropping, () => setProblem(wt('imageNotFound')));
  };

  const onCropped = (png: string) => {
    setCropping(undefined);
    nextId += 1;
    const entry: PictureEntry = { id: `${id}-${nextId}`, png, status: 'uploading' };
    setPictures((list) => (list.length >= field.maxCount ? list : [...list, entry]));
    void upload(entry);
  };

  const full = pictures.length >= field.maxCount;
  return (
    <div className="cw-fm-pics" id={id} role="group" aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <ul className="cw-list cw-list--wrap cw-fm-pics__list">
        {pictures.map((p, i) => (
          <li key={p.id} className={`cw-fm-pics__item cw-fm-pics__item--${p.status}`}>
            <img className="cw-fm-pics__img" src={p.png} alt={wt('pictureAlt', { n: i + 1 })} />
            {p.status === 'uploading' ? (
              <span className="cw-fm-pics__state" role="status">
                {wt('uploading')}
              </span>
            ) : null}
            {p.status === 'failed' ? (
              <span className="cw-fm-pics__state cw-fm-pics__state--failed">
                {wt('uploadFailed')}
                <button type="button" className="cw-btn cw-fm-pics__retry" onClick={() => void upload(p)}>
                  {wt('retryUpload')}
                </button>
              </span>
            ) : null}
            <button type="button" className="cw-fm-pics__remove" aria-label={wt('removePicture', { n: i + 1 })} onClick={() => setPictures((list) => list.filter((x) => x.id !== p.id))}>
              ×
            </button>
          </li>
        ))}
        {full ? null : (
          <li className="cw-fm-pics__item cw-fm-pics__item--add">
            <label className="cw-fm-pics__add">
              <span aria-hidden="true" className="cw-fm-pics__plus">
                +
              </span>
              <span>{wt('addPicture')}</span>
              <input
                className="cw-visually-hidden"
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                onChange={(e) => {
                  onPick(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      <small className="cw-form__hint">{wt('pictureCount', { done: pictures.length, count: field.maxCount, max: field.maxCount })}</small>
      {problem ? (
        <small className="cw-form__error" role="alert">
          {problem}
        </small>
      ) : null}
      <CropDialog src={cropping} boxWidth={field.cropWidth} boxHeight={field.cropHeight} onCropped={onCropped} onCancel={() => setCropping(undefined)} />
    </div>
  );
}
