/** Reads a chosen image as a data URL; with no file it rejects with the image-file-not-found error. */
export const IMAGE_FILE_NOT_FOUND = 'IMAGE_FILE_NOT_FOUND';

export class UploadError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'UploadError';
    this.code = code;
  }
}

export function imageFileNotFound(): UploadError {
  return new UploadError(IMAGE_FILE_NOT_FOUND, 'Image file not found');
}

export function readImageFile(file: Blob | null | undefined, Reader: typeof FileReader = globalThis.FileReader): Promise<string> {
  if (!file) return Promise.reject(imageFileNotFound());
  return new Promise((resolve, reject) => {
    const reader = new Reader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? imageFileNotFound());
    reader.readAsDataURL(file);
  });
}
