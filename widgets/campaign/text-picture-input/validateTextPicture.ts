/** A custom gift of the wishing box: text required, at most `maxLength` characters; picture (when wanted) required, exactly one image. */
export interface TextPictureErrors {
  text?: 'errTextRequired' | 'errTextTooLong';
  picture?: 'errPictureRequired' | 'errOnePicture' | 'errNotImage';
}

/** Characters as people count them (an emoji is one). */
export function charCount(s: string): number {
  return [...s].length;
}

export function validateTextPicture(text: string, files: readonly { type: string }[], maxLength: number, pictureWanted = true): TextPictureErrors {
  const e: TextPictureErrors = {};
  if (text.trim() === '') e.text = 'errTextRequired';
  else if (charCount(text) > maxLength) e.text = 'errTextTooLong';
  if (!pictureWanted) return e;
  if (files.length === 0) e.picture = 'errPictureRequired';
  else if (files.length > 1) e.picture = 'errOnePicture';
  else if (!files[0]?.type.startsWith('image/')) e.picture = 'errNotImage';
  return e;
}
