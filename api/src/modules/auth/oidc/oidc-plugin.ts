import { providerLoginPath } from '@stepwise/contracts';
import fp from 'fastify-plugin';
import { OidcProvider } from './oidc-provider.js';
import type { OidcProviderConfig } from '../../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Configured sign-in providers by name (`google`). */
    oidcProviders: ReadonlyMap<string, OidcProvider>;
  }
}

export interface OidcPluginOptions {
  providers: Record<string, OidcProviderConfig | undefined>;
  publicUrl: string;
}

export default fp<OidcPluginOptions>(
  async (app, { providers, publicUrl }) => {
    const configured = new Map<string, OidcProvider>();
    for (const [name, settings] of Object.entries(providers)) {
      if (!settings) continue;
      const redirectUri = `${publicUrl}${providerLoginPath(name)}`;
      configured.set(name, new OidcProvider(name, settings, redirectUri, app.log.child({ provider: name })));
      if (settings.testIssuer) {
        app.log.info({ provider: name, issuer: settings.issuerUrl }, 'sign-in provider uses the local OIDC test issuer');
      }
    }
    app.decorate('oidcProviders', configured);
  },
  { name: 'oidc' },
);
