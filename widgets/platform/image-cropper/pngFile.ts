/**
 * The cropped png (a data URL) as a file to upload. The stored key is built from the directory, a random string, a
 * timestamp and the file name's extension, so a png is named picture.png.
 */
export function pngFile(dataUrl: string): File {
  const [head = '', data = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'image/png';
  const bin = head.includes(';base64') ? atob(data) : decodeURIComponent(data);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i += 1) bytes[i] = bin.charCodeAt(i);
  return new File([bytes], type === 'image/png' ? 'picture.png' : 'picture', { type });
}
