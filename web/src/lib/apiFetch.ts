import { FINGERPRINT_HEADER, getFingerprint } from '../fingerprint';

/**
 * REST calls to the /api shim (spec 000 §7.1): cookies always sent, the fingerprint header on
 * every request, a JSON body only when there is a payload, JSON answers; any non-success answer
 * throws `status: body` (or the status text when the body is empty), spec 000 §8.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function apiFetch<T>(method: string, path: string, payload?: unknown): Promise<T> {
  const headers: Record<string, string> = { [FINGERPRINT_HEADER]: getFingerprint() };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  if (!response.ok) {
    const body = await response.text();
    throw new ApiError(response.status, `${response.status}: ${body || response.statusText}`);
  }
  return (await response.json()) as T;
}
