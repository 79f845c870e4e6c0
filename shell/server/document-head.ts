import { escapeHtml } from './html-escape';

export interface DocumentHead {
  lang: string;
  title: string;
  description: string;
  /** Extra `<meta name=… content=…>` pairs for the client (support address, analytics sink). */
  meta: Record<string, string>;
  /** Canonical URL and language alternates of an indexable page. */
  canonical?: string;
  alternates?: Record<string, string>;
  /** Files the page will request, fetched at once in parallel with the shell's own scripts. */
  preload?: readonly PreloadLink[];
}

export interface PreloadLink {
  href: string;
  /** `fetch` is requested as the federation runtime fetches a manifest (CORS, same-origin credentials). */
  as: 'script' | 'fetch';
}

/**
 * Writes the language, title, description and configuration metas into the shell's built
 * index.html, so the first paint is already in the right language with the right title.
 */
export function applyDocumentHead(template: string, head: DocumentHead): string {
  const metas = Object.entries(head.meta)
    .map(([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`)
    .join('');
  const seo = head.canonical
    ? [
        `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
        ...Object.entries(head.alternates ?? {}).map(([lang, href]) => `<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(href)}">`),
        `<meta property="og:type" content="website">`,
        `<meta property="og:site_name" content="Stepwise">`,
        `<meta property="og:title" content="${escapeHtml(head.title)}">`,
        `<meta property="og:description" content="${escapeHtml(head.description)}">`,
        `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
        `<meta property="og:locale" content="${head.lang === 'ru' ? 'ru_RU' : 'en_US'}">`,
      ].join('')
    : '';
  const preload = (head.preload ?? [])
    .map(({ href, as }) => `<link rel="preload" as="${as}" href="${escapeHtml(href)}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`)
    .join('');
  return template
    .replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${escapeHtml(head.lang)}"`)
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/i, `$1${escapeHtml(head.description)}$2`)
    .replace(/<\/head>/i, `${preload}${seo}${metas}</head>`);
}
