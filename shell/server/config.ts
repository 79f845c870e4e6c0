/**
 * Configuration of the shell server, read once from the environment. Every variable is optional;
 * docs/operations.md lists them with their defaults.
 */
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { FRONT_END_APPS } from '@stepwise/shared';
import { loggerFromEnv, portFromEnv } from '@stepwise/shared/node/server-runtime';

type Env = Record<string, string | undefined>;

/** The remotes the shell proxies under /mfe/<container>/ (apps.manifest.json), with the variable naming each upstream and its local default. */
export const REMOTE_UPSTREAMS = FRONT_END_APPS.flatMap((app) =>
  app.upstreamVariable ? [{ container: app.container, variable: app.upstreamVariable, fallback: `http://127.0.0.1:${app.port}` }] : [],
);

export interface ShellConfig {
  port: number;
  host: string;
  /** Upstream of /api/* (the path is kept). */
  apiUrl: string;
  /**
   * The local address the API proxy connects from, so the API can trust X-Forwarded-For from this
   * address alone (its TRUST_PROXY) and not from every process of the machine. Unset: the system's choice.
   */
  apiSourceAddress?: string;
  /**
   * Largest request body (bytes) the API accepts, multipart uploads aside; the proxy answers a larger
   * declared one 413 itself (proxy.ts). Unset → DEFAULT_API_BODY_LIMIT, the API's own limit.
   */
  apiBodyLimit?: number;
  /** Container name → upstream base URL of /mfe/<container>/* (the prefix is stripped). */
  remoteUpstreams: Readonly<Record<string, string>>;
  /** Absolute path of the remotes file served as /remotes.json. */
  remotesFile: string;
  /** The repository root as deployed: apps.manifest.json and each app's page titles (page-titles.ts). */
  appsRoot: string;
  /** Absolute path of the shell's dist folder (index.html + hashed assets). */
  shellDist: string;
  /** Shown when the shell itself cannot answer; the document renderer may use it too. */
  supportEmail: string;
  /** The public origin as visitors see it (canonical URLs, sitemap). */
  publicUrl: string;
  /** Where "workspace created" sends the user: a URL with {id} and {domain}; unset → our plan page. */
  workspaceUrlTemplate?: string;
  /** Analytics sink the client reports route events to: `datalayer` (window.dataLayer) or none. */
  analyticsSink?: 'datalayer';
  /**
   * Fastify `trustProxy`: whether X-Forwarded-* arriving from the client side are believed. `true`
   * trusts any peer; a string lists trusted addresses / CIDR ranges / `loopback` (`10.0.0.0/8,loopback`).
   */
  trustProxy: boolean | string;
  /** The card provider's widget script; its origin may run scripts and frames on every page. */
  paymentWidgetUrl: string;
  /** Integrator origins allowed to frame the embeddable checkout (docs/payments.md §7). */
  embedAllowedOrigins: readonly string[];
  logger: FastifyServerOptions['logger'];
}

export interface ShellConfigDefaults {
  /** Absolute path of the shell workspace (…/shell); relative defaults resolve from it. */
  appDir: string;
}

function httpUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.search !== '' || url.hash !== '') throw new Error(`${name} must not have a query or fragment, got "${raw}"`);
  return url.href.replace(/\/$/, '');
}

/** The API's limit for request bodies (Fastify's default bodyLimit, which the API keeps). */
export const DEFAULT_API_BODY_LIMIT = 1024 * 1024;

function byteCount(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const bytes = Number(raw);
  if (!/^[0-9]+$/.test(raw) || !Number.isSafeInteger(bytes) || bytes < 1) {
    throw new Error(`${name} must be a positive number of bytes, got "${raw}"`);
  }
  return bytes;
}

function trustProxyFrom(raw: string | undefined): boolean | string {
  const value = raw?.trim() ?? '';
  if (value === '' || /^(false|0|no|off)$/i.test(value)) return false;
  if (/^(true|1|yes|on)$/i.test(value)) return true;
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => /^(?:loopback|linklocal|uniquelocal)$/i.test(entry) || /^[0-9a-f.:]+(?:\/\d{1,3})?$/i.test(entry);
  if (!entries.every(valid)) {
    throw new Error(
      `TRUST_PROXY must be true, false or a comma-separated list of addresses, CIDR ranges or loopback / linklocal / uniquelocal, got "${value}"`,
    );
  }
  return entries.join(',');
}

function ipAddress(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  if (isIP(value) === 0) throw new Error(`${name} must be an IP address, got "${value}"`);
  return value;
}

function originList(env: Env, name: string): string[] {
  const entries = (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!/^https?:\/\/[^/\s?#'"*]+$/i.test(entry)) {
      throw new Error(`${name} must be a comma-separated list of http(s) origins without paths, got "${entry}"`);
    }
  }
  return [...new Set(entries.map((entry) => entry.toLowerCase()))];
}

function filePath(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  return isAbsolute(raw) ? raw : resolve(raw);
}

export function loadShellConfig(env: Env, defaults: ShellConfigDefaults): ShellConfig {
  const remoteUpstreams: Record<string, string> = {};
  for (const { container, variable, fallback } of REMOTE_UPSTREAMS) {
    remoteUpstreams[container] = httpUrl(env, variable, fallback);
  }
  const supportEmail = env.SUPPORT_EMAIL?.trim() || 'support@stepwise.app';
  const analytics = env.ANALYTICS_SINK?.trim() || undefined;
  const workspaceUrlTemplate = env.WORKSPACE_URL_TEMPLATE?.trim() || undefined;
  const port = portFromEnv(env, 'PORT', 8080);
  const publicUrl = httpUrl(env, 'PUBLIC_URL', `http://localhost:${port}`);
  if (workspaceUrlTemplate !== undefined && !/^(https:\/\/|http:\/\/|\/)/.test(workspaceUrlTemplate)) {
    throw new Error(`WORKSPACE_URL_TEMPLATE must be an http(s) URL or a path, got "${workspaceUrlTemplate}"`);
  }
  if (analytics !== undefined && analytics !== 'datalayer') throw new Error(`ANALYTICS_SINK must be "datalayer" or unset, got "${analytics}"`);
  if (!/^[^\s@<>"]+@[^\s@<>"]+$/.test(supportEmail)) throw new Error(`SUPPORT_EMAIL must be an e-mail address, got "${supportEmail}"`);
  return {
    port,
    host: env.HOST?.trim() || 'localhost',
    apiUrl: httpUrl(env, 'API_URL', 'http://127.0.0.1:3000'),
    apiSourceAddress: ipAddress(env, 'API_SOURCE_ADDRESS'),
    apiBodyLimit: byteCount(env, 'API_BODY_LIMIT', DEFAULT_API_BODY_LIMIT),
    remoteUpstreams: Object.freeze(remoteUpstreams),
    remotesFile: filePath(env, 'REMOTES_FILE', resolve(defaults.appDir, 'config/remotes.json')),
    shellDist: filePath(env, 'SHELL_DIST', resolve(defaults.appDir, 'dist')),
    appsRoot: resolve(defaults.appDir, '..'),
    supportEmail,
    analyticsSink: analytics,
    workspaceUrlTemplate,
    publicUrl,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    paymentWidgetUrl: httpUrl(env, 'PAYMENT_WIDGET_URL', 'http://localhost:3010/widget.js'),
    embedAllowedOrigins: originList(env, 'EMBED_ALLOWED_ORIGINS'),
    logger: loggerFromEnv(env),
  };
}
