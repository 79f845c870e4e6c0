import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { issueAccessToken } from '../../../platform/access-tokens/access-token-repository.js';
import { signInWithIdentity } from '../external-identity-repository.js';
import type { OidcProvider } from '../oidc/oidc-provider.js';
import { setSessionCookie } from '../session-cookie.js';
import { AppError } from '../../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../../errors/error-response.js';
import { langFromAcceptLanguage } from '../../users/index.js';
import { assertValid } from '../../../validation/field-codes.js';
import { AuthResponse, ProviderCallbackBody, ProviderParams, ProviderRedirectResponse } from '@stepwise/contracts';

const providerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  function providerNamed(name: string): OidcProvider {
    const provider = app.oidcProviders.get(name);
    if (!provider) throw new AppError(404, 'unknown_provider', `Unknown sign-in provider: ${name}`);
    return provider;
  }

  app.get(
    '/provider/redirect/:provider',
    {
      schema: {
        summary: 'Start external sign-in: the provider URL to send the browser to',
        description: 'Authorization code flow with PKCE (S256), state and nonce; the attempt is valid 10 minutes.',
        tags: ['auth'],
        params: ProviderParams,
        response: {
          200: ProviderRedirectResponse,
          404: errorResponse('unknown_provider'),
          502: errorResponse('provider_error: the provider cannot be reached'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const provider = providerNamed(request.params.provider);
      return { url: await provider.authorizationUrl(app.db, app.clock.now()) };
    },
  );

  app.post(
    '/provider/callback/:provider',
    {
      attachValidation: true,
      schema: {
        summary: 'Finish external sign-in with the code and state the provider sent back',
        description:
          'Signs into the user with the verified email (linking the provider account) or creates an active user ' +
          'from the claims; a new user gets the language of Accept-Language (uk, be, ru → ru; else en).',
        tags: ['auth'],
        params: ProviderParams,
        body: ProviderCallbackBody,
        response: {
          200: AuthResponse,
          400: errorResponse(
            'provider_state_invalid (unknown, used or expired attempt); provider_email_unverified; ' + 'validation_failed (code, state required)',
          ),
          404: errorResponse('unknown_provider'),
          502: errorResponse('provider_error: the code exchange or the ID token check failed'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const provider = providerNamed(request.params.provider);
      assertValid(request);
      const identity = await provider.finishSignIn(app.db, request.body, app.clock.now());
      const now = app.clock.now();
      const lang = langFromAcceptLanguage(request.headers['accept-language']);
      const user = await signInWithIdentity(app.db, provider.name, identity, lang, now);
      const accessToken = await issueAccessToken(app.db, user.id, now);
      setSessionCookie(request, reply, accessToken, app.config.publicUrl);
      return { access_token: accessToken };
    },
  );
};

export default providerRoutes;
