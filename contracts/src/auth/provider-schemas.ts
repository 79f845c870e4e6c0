import { Type, type Static } from 'typebox';

export const ProviderParams = Type.Object({ provider: Type.String({ description: 'Sign-in provider: google' }) });

export const ProviderRedirectResponse = Type.Object({ url: Type.String({ description: 'Authorization URL at the provider' }) });
export type ProviderRedirectResponse = Static<typeof ProviderRedirectResponse>;

export const ProviderCallbackBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 2048 }),
  state: Type.String({ minLength: 1, maxLength: 512 }),
  iss: Type.Optional(Type.String({ maxLength: 2048, description: 'Issuer, when the provider returns one' })),
});
export type ProviderCallbackBody = Static<typeof ProviderCallbackBody>;
