import { escapeHtml } from './html-escape';

export interface DocumentHead {
  lang: string;
  title: string;
  description: string;
  /** Extra `<meta name=… content=…>` pairs for the client (support address, analytics sink). */
  meta: Record<string, string>;
}

/**
 * Writes the language, title, description and configuration metas into the shell's built
 * index.html, so the first paint is already in the right language with the right title.
 */
export function applyDocumentHead(template: string, head: DocumentHead): string {
  const metas = Object.entries(head.meta)
    .map(([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`)
    .join('');
  return template
    .replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${escapeHtml(head.lang)}"`)
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/i, `$1${escapeHtml(head.description)}$2`)
    .replace(/<\/head>/i, `${metas}</head>`);
}
