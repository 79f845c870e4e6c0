/**
 * The Content-Security-Policy of every HTML document the shell server sends. Pure: the inputs come
 * from configuration (`/remotes.json` origins today, an integrator allow-list for embed routes later).
 */

export interface ContentSecurityPolicyInput {
  /**
   * Origins of remotes deployed elsewhere (absolute URLs in `/remotes.json`): their entry scripts,
   * manifests, chunks, styles, images and fonts load from there.
   */
  remoteOrigins?: readonly string[];
  /** Extra origins scripts may load from (the payment provider's widget). */
  scriptOrigins?: readonly string[];
  /** Inline scripts the page may run, as `'sha256-…'` sources (the boot script of prerendered pages). */
  scriptHashes?: readonly string[];
  /** Extra origins the page may `fetch` / open sockets to (besides `'self'` and the remotes). */
  connectOrigins?: readonly string[];
  /** Origins allowed in `<iframe>`s of this page (a payment widget, for instance). Default: none. */
  frameOrigins?: readonly string[];
  /**
   * Who may frame this page. Empty or absent → `'none'` (the default for every page); embed routes
   * pass the integrators' origins.
   */
  frameAncestors?: readonly string[];
}

/** `scheme://host[:port]` with scheme http or https, nothing else (no path, no wildcard, no quotes). */
const ORIGIN = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Normalises and checks one origin; anything that could smuggle a directive is rejected. */
export function toCspOrigin(value: string): string {
  const trimmed = value.trim();
  if (!ORIGIN.test(trimmed)) {
    throw new Error(`not an http(s) origin usable in a Content-Security-Policy: "${value}"`);
  }
  return trimmed.toLowerCase();
}

const HASH_SOURCE = /^'sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

function hashSources(hashes: readonly string[] = []): string[] {
  for (const hash of hashes) if (!HASH_SOURCE.test(hash)) throw new Error(`not a CSP hash source: "${hash}"`);
  return [...new Set(hashes)];
}

function sources(base: readonly string[], origins: readonly string[] = []): string {
  const unique = [...new Set(origins.map(toCspOrigin))].sort();
  return [...base, ...unique].join(' ');
}

/** Builds the policy string. Throws when an origin is not a plain http(s) origin. */
export function buildContentSecurityPolicy(input: ContentSecurityPolicyInput = {}): string {
  const remotes = input.remoteOrigins ?? [];
  const frameAncestors = input.frameAncestors ?? [];
  const frameOrigins = input.frameOrigins ?? [];
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', sources(["'self'", ...hashSources(input.scriptHashes)], [...remotes, ...(input.scriptOrigins ?? [])])],
    ['connect-src', sources(["'self'"], [...remotes, ...(input.connectOrigins ?? [])])],
    // emotion injects <style> elements at run time
    ['style-src', sources(["'self'", "'unsafe-inline'"], remotes)],
    ['img-src', sources(["'self'", 'data:', 'blob:'], remotes)],
    ['font-src', sources(["'self'"], remotes)],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', frameAncestors.length === 0 ? "'none'" : sources([], frameAncestors)],
  ];
  if (frameOrigins.length > 0) directives.push(['frame-src', sources([], frameOrigins)]);
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}
