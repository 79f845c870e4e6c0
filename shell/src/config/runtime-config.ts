const DEFAULT_SUPPORT_EMAIL = 'support@stepwise.app';

function metaContent(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;
}

/** The support address, set by the shell server from its configuration (SUPPORT_EMAIL). */
export function supportEmail(): string {
  return metaContent('stepwise:support-email') ?? DEFAULT_SUPPORT_EMAIL;
}
