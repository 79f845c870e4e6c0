const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML attribute or element body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

export interface DocumentInput {
  lang: string;
  title: string;
  body: string;
  styles?: readonly string[];
  scripts?: readonly string[];
  bodyClass?: string;
}

/** A whole HTML document; styles and scripts are same-origin files (the pages allow nothing inline). */
export function htmlDocument(input: DocumentInput): string {
  const styles = (input.styles ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const scripts = (input.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('');
  const bodyClass = input.bodyClass ? ` class="${escapeHtml(input.bodyClass)}"` : '';
  return `<!doctype html><html lang="${escapeHtml(input.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.title)}</title>${styles}${scripts}</head><body${bodyClass}>${input.body}</body></html>`;
}
