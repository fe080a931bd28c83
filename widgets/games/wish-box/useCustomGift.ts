/**
 * The custom gift: its picture goes to the signed object-storage host first, then its text with the stored
 * picture's key. The upload code comes with the first custom gift sent: the box's first screen does not carry it.
 */
import { apiErrorText, useApiMutation, useEngineServices, type ShowToast } from '@engine';
import type * as LazyUploadModule from '@engine/upload';

type UploadModule = typeof LazyUploadModule;

const STRINGS = 'common:widgets.wish-box';

export interface CustomGiftConfig {
  path: string;
  toast: ShowToast;
  report: (answer: unknown) => void;
  changed: () => void;
}

export function useCustomGift({ path, toast, report, changed }: CustomGiftConfig) {
  const services = useEngineServices();
  const { mutate } = useApiMutation<unknown>({ money: true });

  /** Whether the gift was sent (the form keeps its values when not). */
  return async (values: { text: string; picture?: File }) => {
    let upload: UploadModule | undefined;
    try {
      upload = await import('@engine/upload');
      const stored = await upload.uploadFile(values.picture, { http: services.http });
      const answer = await mutate({ path, method: 'POST', body: { text: values.text, pictures: [stored.key] } });
      report(answer);
      toast(`${STRINGS}.customSent`, { durationMs: 4000 });
      changed();
      return true;
    } catch (err) {
      toast(upload && err instanceof upload.UploadError ? `${STRINGS}.uploadFailed` : apiErrorText(err));
      return false;
    }
  };
}
