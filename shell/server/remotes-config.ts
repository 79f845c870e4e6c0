/**
 * `/remotes.json`: which manifest each Module Federation container loads from (DESIGN §3).
 * A JSON object, container name → manifest URL, e.g.
 *   { "mfe_auth": "/mfe/mfe_auth/mf-manifest.json", "mfe_billing": "https://cdn.example.com/billing/v7/mf-manifest.json" }
 * Pure validation; reading the file lives in remotes-file.ts.
 */

export type RemotesConfig = Readonly<Record<string, string>>;

export type RemotesValidation = { ok: true; remotes: RemotesConfig } | { ok: false; errors: string[] };

export interface RemotesValidationOptions {
  /**
   * Containers the shell server proxies under `/mfe/<container>/`. A relative URL under `/mfe/x/`
   * for a container missing here could never load, so it is rejected.
   */
  proxiedContainers?: readonly string[];
}

/** A container name must be a JavaScript identifier (Module Federation uses it as a global name). */
const CONTAINER_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const MAX_ENTRIES = 64;
const MAX_URL_LENGTH = 2048;

/** Why `url` is not a usable manifest URL, or undefined when it is. */
function urlProblem(url: string, options: RemotesValidationOptions): string | undefined {
  if (url.length === 0) return 'is empty';
  if (url.length > MAX_URL_LENGTH) return `is longer than ${MAX_URL_LENGTH} characters`;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this check refuses
  if (/[\s\u0000-\u001f\u007f"'<>\\`]/.test(url)) return 'contains whitespace, quotes, angle brackets, backslashes or control characters';
  if (url.startsWith('/')) {
    if (url.startsWith('//')) return 'is protocol-relative (//host): use an absolute https:// URL';
    let parsed: URL;
    try {
      parsed = new URL(url, 'http://origin.invalid');
    } catch {
      return 'is not a valid path';
    }
    const rawPath = url.split(/[?#]/, 1)[0];
    if (rawPath !== parsed.pathname) return 'is not a normalised path (dot segments, or characters that need percent-encoding)';
    const proxied = /^\/mfe\/([^/]+)\//.exec(parsed.pathname);
    if (proxied && options.proxiedContainers && !options.proxiedContainers.includes(proxied[1])) {
      return `points to /mfe/${proxied[1]}/, which the shell server does not proxy (known: ${options.proxiedContainers.join(', ')})`;
    }
    return undefined;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is neither a path starting with / nor an absolute URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `uses ${parsed.protocol} (only http: and https: are allowed)`;
  if (parsed.username !== '' || parsed.password !== '') return 'contains credentials';
  if (parsed.hostname === '') return 'has no host';
  return undefined;
}

/** Validates parsed JSON. Every problem is reported, each naming the entry it concerns. */
export function validateRemotesConfig(value: unknown, options: RemotesValidationOptions = {}): RemotesValidation {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, errors: ['must be a JSON object mapping container names to manifest URLs'] };
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const errors: string[] = [];
  if (entries.length > MAX_ENTRIES) errors.push(`has ${entries.length} entries (at most ${MAX_ENTRIES})`);
  const remotes: Record<string, string> = {};
  for (const [name, url] of entries) {
    if (!CONTAINER_NAME.test(name)) {
      errors.push(`"${name}": a container name must be a JavaScript identifier (letters, digits, _ or $, not starting with a digit)`);
      continue;
    }
    if (typeof url !== 'string') {
      errors.push(`"${name}": the manifest URL must be a string`);
      continue;
    }
    const problem = urlProblem(url, options);
    if (problem) errors.push(`"${name}": the manifest URL ${problem}`);
    else remotes[name] = url;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, remotes: Object.freeze(remotes) };
}

/** Parses and validates the text of a remotes file. */
export function parseRemotesConfig(text: string, options: RemotesValidationOptions = {}): RemotesValidation {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`is not valid JSON (${error instanceof Error ? error.message : String(error)})`] };
  }
  return validateRemotesConfig(value, options);
}

/** Origins (`https://cdn.example.com`) of the remotes given as absolute URLs, sorted, without duplicates. */
export function remoteOrigins(remotes: RemotesConfig): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}
