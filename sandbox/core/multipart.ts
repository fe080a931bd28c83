/**
 * A multipart form as the sandbox handlers read it (the upload host): its text fields and, for each file,
 * its name, type and size. Every adapter (Node server, msw, test clients) turns a FormData into this.
 */
export interface MultipartFile {
  field: string;
  name: string;
  type: string;
  size: number;
}

export interface MultipartBody {
  multipart: true;
  fields: Record<string, string>;
  files: MultipartFile[];
}

export const isMultipart = (b: unknown): b is MultipartBody => typeof b === 'object' && b !== null && (b as { multipart?: unknown }).multipart === true;

export function multipartBody(form: FormData): MultipartBody {
  const fields: Record<string, string> = {};
  const files: MultipartFile[] = [];
  form.forEach((value, field) => {
    if (typeof value === 'string') fields[field] = value;
    else files.push({ field, name: (value as File).name ?? '', type: value.type, size: value.size });
  });
  return { multipart: true, fields, files };
}

/** Reads a multipart request body (bytes and its content type, boundary included). */
export async function parseMultipart(bytes: Uint8Array, contentType: string): Promise<MultipartBody> {
  try {
    return multipartBody(await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData());
  } catch {
    return { multipart: true, fields: {}, files: [] };
  }
}
