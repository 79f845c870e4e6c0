import { API_BASE_URL, tokenStorage, type ApiError } from '@stepwise/shared';

/**
 * Fetches a file from the API with the Bearer token (and any `headers`, e.g. the interface's
 * Accept-Language for a localized export) and hands it to the browser as a download.
 */
export async function downloadBlob(path: string, fallbackName: string, headers: Record<string, string> = {}): Promise<void> {
  const token = tokenStorage.get();
  const response = await fetch(API_BASE_URL + path.replace(/^\//, ''), { headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw (
      body && typeof body.code === 'string' ? { status: response.status, ...body } : { status: response.status, code: `http_${response.status}`, message: '' }
    ) as ApiError;
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = decodeURIComponent(name);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
