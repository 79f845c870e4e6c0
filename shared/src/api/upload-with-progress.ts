import type { Dispatch } from '@reduxjs/toolkit';
import { API_BASE_URL, loggedOut, tokenStorage, type ApiError } from '@stepwise/shared';

export interface UploadOptions {
  /** Called with 0–100 as the request body goes out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** When given, a 401 logs the user out like every other call. */
  dispatch?: Dispatch;
  method?: 'POST' | 'PUT';
}

function errorFrom(status: number | 'network', body: unknown): ApiError {
  if (typeof body === 'object' && body !== null && typeof (body as ApiError).code === 'string') {
    const { code, message, fields } = body as ApiError;
    return { status, code, message, fields };
  }
  return { status, code: status === 'network' ? 'network_error' : `http_${status}`, message: '' };
}

/**
 * A multipart upload to the API with real progress (fetch cannot report upload progress, so this
 * uses XMLHttpRequest). Resolves with the parsed JSON answer; rejects with an ApiError.
 */
export function uploadWithProgress<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', API_BASE_URL + path.replace(/^\//, ''));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(xhr.response as T);
        return;
      }
      if (xhr.status === 401) {
        tokenStorage.clear();
        options.dispatch?.(loggedOut({ reason: 'unauthorized' }));
      }
      reject(errorFrom(xhr.status, xhr.response));
    };
    xhr.onerror = () => reject(errorFrom('network', null));
    xhr.onabort = () => reject({ status: 'unknown', code: 'aborted', message: '' } satisfies ApiError);
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
