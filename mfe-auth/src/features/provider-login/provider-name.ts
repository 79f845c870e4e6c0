const PROVIDER_NAMES: Readonly<Record<string, string>> = { google: 'Google' };

/** How a provider's name is written in the interface (a brand name, the same in every language). */
export function providerDisplayName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);
}
