// The provider-login feature's public surface: the sign-in and sign-up pages offer the same buttons.
export { ProviderSignInButton } from './components/provider-sign-in-button';
