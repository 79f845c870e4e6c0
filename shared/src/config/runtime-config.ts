/** Used when the shell server sets no address (SUPPORT_EMAIL unset, or a remote runs alone). */
export const DEFAULT_SUPPORT_EMAIL = 'support@stepwise.app';

/**
 * Configuration the shell server writes into the page as `<meta name="stepwise:…" content="…">`
 * (no rebuild to change it): the trimmed content, or null when the meta is missing or empty.
 */
export function runtimeMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;
}

/** The support address, set by the shell server from its configuration (SUPPORT_EMAIL). */
export function supportEmail(): string {
  return runtimeMeta('stepwise:support-email') ?? DEFAULT_SUPPORT_EMAIL;
}
