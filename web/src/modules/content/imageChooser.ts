import { IMAGE_PAGE_SIZE, IMAGE_PAGES_MAX, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@vdp/shared/content/images.constants';
import { FINGERPRINT_HEADER, getFingerprint } from '../../fingerprint';

/** The results one can page through, 24 a page (spec 001 §9): the sources stop 100 pages deep. */
export const browsableTotal = (total: number): number => Math.min(total, IMAGE_PAGES_MAX * IMAGE_PAGE_SIZE);

/** The file input's accept list: the types the api keeps (it reads the real type from the bytes). */
export const UPLOAD_ACCEPT = Object.values(UPLOAD_IMAGE_TYPES).join(',');
export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/** Why an upload was refused, as the api said it (its message names the problem), or null when unknown. */
export type UploadOutcome = { url: string } | { error: string | null; tooLarge?: boolean };

/** Sends the file's bytes to POST /api/images/upload (admin; cookies authenticate). */
export async function uploadImage(file: File): Promise<UploadOutcome> {
  if (file.size > UPLOAD_MAX_BYTES) return { error: null, tooLarge: true };
  let response: Response;
  try {
    response = await fetch('/api/images/upload', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': file.type || 'application/octet-stream', [FINGERPRINT_HEADER]: getFingerprint() },
      body: file,
    });
  } catch {
    return { error: null };
  }
  const body = (await response.json().catch(() => null)) as { url?: unknown; message?: unknown } | null;
  if (response.ok && typeof body?.url === 'string') return { url: body.url };
  if (response.status === 413) return { error: null, tooLarge: true };
  return { error: typeof body?.message === 'string' ? body.message : null };
}
