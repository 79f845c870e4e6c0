/** Used when the shell server sets no address (SUPPORT_EMAIL unset, or the remote runs alone). */
export const DEFAULT_SUPPORT_EMAIL = 'support@stepwise.app';

/** The support address the shell server writes into `<meta name="stepwise:support-email">`. */
export function supportEmail(): string {
  if (typeof document === 'undefined') return DEFAULT_SUPPORT_EMAIL;
  const content = document.querySelector<HTMLMetaElement>('meta[name="stepwise:support-email"]')?.content.trim();
  return content || DEFAULT_SUPPORT_EMAIL;
}
