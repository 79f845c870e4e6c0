import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import { addMs } from '../../../clock.js';
import type { OidcProviderConfig } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import { AppError } from '../../../errors/app-error.js';
import { sha256Hex } from '../../../platform/crypto/crypto.js';
import { storeOidcAuthRequest, takeOidcAuthRequest } from './oidc-auth-request-repository.js';

export const OIDC_REQUEST_TTL_MS = 10 * 60 * 1000;
const SCOPE = 'openid email profile';

/** What the API takes from a verified ID token. */
export interface OidcIdentity {
  subject: string;
  email: string;
  givenName?: string;
  familyName?: string;
  name?: string;
}

export function providerError(cause?: unknown): AppError {
  return new AppError(502, 'provider_error', 'The sign-in provider could not be reached or refused the sign-in', undefined, {
    cause,
  });
}

function stateInvalid(): AppError {
  return new AppError(400, 'provider_state_invalid', 'The sign-in attempt is unknown, used or expired: please start again');
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * One OpenID Connect provider: the authorization code flow with PKCE (S256), state and nonce. The
 * state, verifier and nonce wait in the database (10 minutes, single use) between redirect and callback.
 */
export class OidcProvider {
  #configuration: Promise<client.Configuration> | undefined;

  constructor(
    readonly name: string,
    private readonly settings: OidcProviderConfig,
    /** Where the provider sends the browser back: the front end's provider_login page. */
    readonly redirectUri: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Discovered on first use (the issuer may start after the API) and kept; a failure is retried next time. */
  private configuration(): Promise<client.Configuration> {
    this.#configuration ??= client
      .discovery(
        new URL(this.settings.issuerUrl),
        this.settings.clientId,
        this.settings.clientSecret,
        this.settings.clientSecret ? client.ClientSecretPost(this.settings.clientSecret) : client.None(),
        {
          // Plain http is accepted for the local test issuer only, never for a real provider.
          execute: this.settings.testIssuer ? [client.allowInsecureRequests] : [],
          timeout: 10,
        },
      )
      .catch((error: unknown) => {
        this.#configuration = undefined;
        this.log.error({ err: error, provider: this.name }, 'OIDC discovery failed');
        throw providerError(error);
      });
    return this.#configuration;
  }

  /** Starts a sign-in: the provider URL to send the browser to. */
  async authorizationUrl(db: Database, now: Date): Promise<string> {
    const configuration = await this.configuration();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
    await storeOidcAuthRequest(db, {
      stateHash: sha256Hex(state),
      provider: this.name,
      codeVerifier,
      nonce,
      createdAt: now,
      expiresAt: addMs(now, OIDC_REQUEST_TTL_MS),
    });
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      response_type: 'code',
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      state,
      nonce,
      prompt: 'select_account',
    });
    return url.href;
  }

  /**
   * Finishes a sign-in: takes the stored request for `state` (once), exchanges the code, checks the ID
   * token (signature, issuer, audience, nonce) and requires a verified email.
   */
  async finishSignIn(db: Database, { code, state, iss }: { code: string; state: string; iss?: string }, now: Date): Promise<OidcIdentity> {
    const request = await takeOidcAuthRequest(db, sha256Hex(state));
    if (!request || request.provider !== this.name || request.expiresAt.getTime() <= now.getTime()) {
      throw stateInvalid();
    }
    const configuration = await this.configuration();
    const callbackUrl = new URL(this.redirectUri);
    callbackUrl.searchParams.set('code', code);
    callbackUrl.searchParams.set('state', state);
    if (iss !== undefined) callbackUrl.searchParams.set('iss', iss);

    let claims: client.IDToken | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      this.log.warn({ err: error, provider: this.name }, 'OIDC code exchange failed');
      throw providerError(error);
    }
    if (!claims) throw providerError();

    const email = optionalString(claims.email);
    const verified = claims.email_verified === true || claims.email_verified === 'true';
    if (!email || !verified) {
      throw new AppError(400, 'provider_email_unverified', 'The provider account has no verified email address');
    }
    return {
      subject: claims.sub,
      email,
      givenName: optionalString(claims.given_name),
      familyName: optionalString(claims.family_name),
      name: optionalString(claims.name),
    };
  }
}
