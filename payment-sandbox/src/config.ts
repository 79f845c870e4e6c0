/**
 * Configuration of the sandbox, read once from the environment. Every variable is optional; the
 * defaults are the local stack's (docs/payments.md §2, payment-sandbox/README.md).
 */
type Env = Record<string, string | undefined>;

export interface SandboxConfig {
  port: number;
  host: string;
  /** The merchant's public id (Basic auth user, widget `publicId`). */
  publicId: string;
  /** Basic auth password and the HMAC key of notifications. */
  apiSecret: string;
  /** Notifications go to `{notifyUrl}/{kind}`. */
  notifyUrl: string;
  /** The sandbox's origin as the browser sees it: the widget's iframe and the 3-D Secure pages live there. */
  publicUrl: string;
  /** Port of the example integrator page; 0 turns it off. */
  integratorPort: number;
  /** Stepwise's public origin, framed by the example integrator page. */
  checkoutUrl: string;
  /** First retry delay of a notification; the n-th retry waits base × 2^(n-1). */
  notifyRetryBaseMs: number;
  /** Attempts per notification, the first included. */
  notifyMaxAttempts: number;
}

function port(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a TCP port number, got "${raw}"`);
  return value;
}

function nonNegativeInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of milliseconds, got "${raw}"`);
  return value;
}

function text(env: Env, name: string, fallback: string): string {
  return env[name]?.trim() || fallback;
}

/** An http(s) URL without a trailing slash; `originOnly` keeps scheme, host and port only. */
function httpUrl(env: Env, name: string, fallback: string, originOnly = false): string {
  const raw = text(env, name, fallback);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  if (originOnly) return url.origin;
  return url.href.replace(/\/+$/, '');
}

export function loadSandboxConfig(env: Env = process.env): SandboxConfig {
  return {
    port: port(env, 'PORT', 3010),
    host: text(env, 'HOST', '127.0.0.1'),
    publicId: text(env, 'PAYMENT_PUBLIC_ID', 'pk_sandbox_stepwise'),
    apiSecret: text(env, 'PAYMENT_API_SECRET', 'sandbox_secret_stepwise_0123456789'),
    notifyUrl: httpUrl(env, 'PAYMENT_NOTIFY_URL', 'http://127.0.0.1:3000/api/payment/notifications'),
    publicUrl: httpUrl(env, 'PUBLIC_URL', 'http://localhost:3010', true),
    integratorPort: port(env, 'INTEGRATOR_PORT', 3011),
    checkoutUrl: httpUrl(env, 'CHECKOUT_URL', 'http://localhost:8080', true),
    notifyRetryBaseMs: nonNegativeInteger(env, 'NOTIFY_RETRY_BASE_MS', 1000),
    notifyMaxAttempts: 10,
  };
}
