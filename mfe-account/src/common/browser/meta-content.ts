/** Configuration the shell server writes into the page as `<meta name="stepwise:…" content="…">`. */
export function metaContent(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;
}
