/**
 * A scripted XMLHttpRequest for uploadWithProgress: the test sends upload progress and the answer
 * when it wants, and sees what was sent.
 */
export class ScriptedXhr {
  static instances: ScriptedXhr[] = [];
  static get last(): ScriptedXhr | undefined {
    return ScriptedXhr.instances.at(-1);
  }
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    ScriptedXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  /** Part of the body has gone out. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.response = body;
    this.onload?.();
  }

  static install() {
    const original = globalThis.XMLHttpRequest;
    ScriptedXhr.instances = [];
    globalThis.XMLHttpRequest = ScriptedXhr as unknown as typeof XMLHttpRequest;
    return () => {
      globalThis.XMLHttpRequest = original;
    };
  }
}
