/**
 * A local OpenID Connect provider standing in for Google when no Google credentials are configured
 * (development, the local stack, end-to-end and API tests). Built on oauth2-mock-server: it publishes
 * discovery and JWKS, supports the authorization code flow with PKCE, and signs ID tokens (RS256).
 *
 * Its authorize step shows a small "Sign in as" form (email, first name, last name) so a person or a
 * browser test picks the account; the ID token then carries those claims with email_verified true.
 * A request may add `account_email_verified=false` to simulate an account whose email is unverified.
 *
 *   npx tsx api/src/dev/oidc-test-issuer.ts      # OIDC_TEST_ISSUER_PORT (3020), OIDC_TEST_ISSUER_HOST (127.0.0.1)
 *   const issuer = await startOidcTestIssuer({ port: 0 }); …; await issuer.stop();
 */
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { OAuth2Issuer, OAuth2Service, type MutableRedirectUri, type MutableToken, type TokenRequestIncomingMessage } from 'oauth2-mock-server';

export interface TestAccount {
  email: string;
  givenName: string;
  familyName: string;
  emailVerified: boolean;
}

/** What the form offers until someone types something else. */
export const DEMO_ACCOUNT: TestAccount = {
  email: 'demo@stepwise.test',
  givenName: 'Demo',
  familyName: 'User',
  emailVerified: true,
};

/** Query parameters the form adds to the authorization request (next to the OAuth ones it carries on). */
export const ACCOUNT_PARAMS = {
  email: 'account_email',
  givenName: 'account_given_name',
  familyName: 'account_family_name',
  emailVerified: 'account_email_verified',
} as const;

export interface OidcTestIssuerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The issuer identifier, when clients reach the issuer under another name than host:port. */
  issuerUrl?: string;
}

export interface OidcTestIssuer {
  /** The issuer identifier (discovery at `${url}/.well-known/openid-configuration`). */
  url: string;
  issuer: OAuth2Issuer;
  service: OAuth2Service;
  stop(): Promise<void>;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A stable subject per address, as a real provider keeps one per account. */
export function subjectFor(email: string): string {
  return `test-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}

function signInForm(query: URLSearchParams): string {
  const hidden = [...query.entries()]
    .filter(([name]) => !Object.values<string>(ACCOUNT_PARAMS).includes(name))
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  const field = (id: string, name: string, label: string, value: string, type: string, autocomplete: string) =>
    `<p><label for="${id}">${label}</label><br>` +
    `<input id="${id}" name="${name}" type="${type}" value="${escapeHtml(value)}" autocomplete="${autocomplete}" required></p>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in as – Stepwise local OIDC test issuer</title>
  <style>
    body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1f2933; }
    main { max-width: 360px; margin: 48px auto; padding: 24px; background: #fff; border-radius: 8px; }
    label { font-weight: 600; }
    input { width: 100%; box-sizing: border-box; padding: 8px; margin-top: 4px; font-size: 16px; }
    button { padding: 10px 20px; font-size: 16px; }
  </style>
</head>
<body>
  <main>
    <h1>Sign in as</h1>
    <p>Local test issuer: choose the account the app receives. No real Google account is used.</p>
    <form method="get" action="/authorize">
      ${hidden}
      ${field('email', ACCOUNT_PARAMS.email, 'Email', DEMO_ACCOUNT.email, 'email', 'email')}
      ${field('given_name', ACCOUNT_PARAMS.givenName, 'First name', DEMO_ACCOUNT.givenName, 'text', 'given-name')}
      ${field('family_name', ACCOUNT_PARAMS.familyName, 'Last name', DEMO_ACCOUNT.familyName, 'text', 'family-name')}
      <p><button type="submit">Sign in</button></p>
    </form>
  </main>
</body>
</html>
`;
}

function accountFrom(query: URLSearchParams): TestAccount | undefined {
  const email = query.get(ACCOUNT_PARAMS.email)?.trim();
  if (!email) return undefined;
  return {
    email,
    givenName: query.get(ACCOUNT_PARAMS.givenName)?.trim() ?? '',
    familyName: query.get(ACCOUNT_PARAMS.familyName)?.trim() ?? '',
    emailVerified: query.get(ACCOUNT_PARAMS.emailVerified) !== 'false',
  };
}

export async function startOidcTestIssuer({ port = 3020, host = '127.0.0.1', issuerUrl }: OidcTestIssuerOptions = {}): Promise<OidcTestIssuer> {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  /** Authorization code → the account chosen on the form; used up by the token request. */
  const accountsByCode = new Map<string, TestAccount>();

  service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri, request: IncomingMessage) => {
    const code = redirect.url.searchParams.get('code');
    const account = accountFrom(new URL(request.url ?? '/', 'http://issuer').searchParams);
    if (code && account) accountsByCode.set(code, account);
  });
  service.on('beforeTokenSigning', (token: MutableToken, request: TokenRequestIncomingMessage) => {
    const account = request.body.code === undefined ? undefined : accountsByCode.get(request.body.code);
    if (!account) return;
    Object.assign(token.payload, {
      sub: subjectFor(account.email),
      email: account.email,
      email_verified: account.emailVerified,
      given_name: account.givenName,
      family_name: account.familyName,
      name: `${account.givenName} ${account.familyName}`.trim(),
    });
  });
  service.on('beforeResponse', (_response: unknown, request: TokenRequestIncomingMessage) => {
    if (request.body.code !== undefined) accountsByCode.delete(request.body.code);
  });

  const handle = service.requestHandler;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://issuer');
    if (request.method === 'GET' && url.pathname === '/authorize' && !accountFrom(url.searchParams)) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(signInForm(url.searchParams));
      return;
    }
    handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: boundPort } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  issuer.url = issuerUrl ?? `http://${urlHost}:${boundPort}`;

  return {
    url: issuer.url,
    issuer,
    service,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isMainModule()) {
  const port = Number(process.env.OIDC_TEST_ISSUER_PORT ?? 3020);
  const host = process.env.OIDC_TEST_ISSUER_HOST ?? '127.0.0.1';
  const running = await startOidcTestIssuer({ port, host, issuerUrl: process.env.OIDC_TEST_ISSUER_URL || undefined });
  console.log(`OIDC test issuer listening at ${running.url}`);
  const stop = () => {
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
