import { TOKEN_STORAGE_KEY, tokenStorage } from '../auth/token-storage';
import { uploadWithProgress } from './upload-with-progress';

/** A scripted XMLHttpRequest: records what was sent and answers as the test says. */
class ScriptedXhr {
  static last: ScriptedXhr;
  static answer: { status: number; body: unknown; progress?: Array<[number, number]> } = { status: 200, body: {} };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    for (const [loaded, total] of ScriptedXhr.answer.progress ?? []) this.upload.onprogress?.({ lengthComputable: true, loaded, total });
    this.status = ScriptedXhr.answer.status;
    this.response = ScriptedXhr.answer.body;
    this.onload?.();
  }
  abort() {
    this.onabort?.();
  }
}

describe('uploadWithProgress', () => {
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    globalThis.XMLHttpRequest = ScriptedXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
    tokenStorage.clear();
  });

  it('posts to /api/ with the token and reports progress up to 100', async () => {
    tokenStorage.set('tok');
    ScriptedXhr.answer = {
      status: 200,
      body: { id: 1 },
      progress: [
        [25, 100],
        [75, 100],
      ],
    };
    const seen: number[] = [];
    const result = await uploadWithProgress<{ id: number }>('user/photo', new FormData(), { onProgress: (p) => seen.push(p) });
    expect(result).toEqual({ id: 1 });
    expect(ScriptedXhr.last.url).toBe('/api/user/photo');
    expect(ScriptedXhr.last.headers.Authorization).toBe('Bearer tok');
    expect(seen).toEqual([25, 75, 100]);
  });

  it('rejects with the API error code and fields', async () => {
    ScriptedXhr.answer = { status: 413, body: { code: 'photo_too_large', message: 'Too large' } };
    await expect(uploadWithProgress('user/photo', new FormData())).rejects.toMatchObject({ status: 413, code: 'photo_too_large' });
  });

  it('logs out on 401', async () => {
    tokenStorage.set('expired');
    const dispatch = jest.fn();
    ScriptedXhr.answer = { status: 401, body: { code: 'unauthorized', message: '' } };
    await expect(uploadWithProgress('user/photo', new FormData(), { dispatch })).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'auth/loggedOut' }));
  });
});
