/**
 * The single seam through which every HTML document of the public origin passes: the shell's
 * index.html for `/` and for every deep link. It applies the product's language rules before any
 * JavaScript runs (redirect to the right language URL, `<html lang>`, title and description),
 * answers 404 for paths no route matches, and sets the security headers. Pure: no I/O.
 */
import type { IncomingHttpHeaders } from 'node:http';
import {
  ANALYTICS_META_NAME,
  LANGUAGE_STORAGE_KEY,
  DEFAULT_LOCALE,
  matchRoute,
  pathFor,
  readCookie,
  resolveLocale,
  TOKEN_COOKIE_NAME,
  type Locale,
  type RouteName,
} from '@stepwise/shared';
import { NO_CACHE } from '@stepwise/shared/node/cache-control';
import { buildContentSecurityPolicy } from './content-security-policy';
import { applyDocumentHead, type PreloadLink } from './document-head';
import type { PageTitles } from './page-titles';
import { injectPrerendered, type PrerenderedLookup } from './prerendered-pages';
import { servesPrerendered } from './prerender-targets';
import { indexableRoutes, pageAlternates } from './seo/public-pages';
import { REMOTES_ELEMENT_ID } from '../src/federation/remotes-config';
import { remotePreloadLinks } from './remote-preload';
import { documentSecurityHeaders } from './security-headers';

export interface DocumentRequest {
  /** Request path and query string, as received. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The shell's built index.html. */
  template: string;
  /** Title and description of each page (page-titles.ts). */
  pageTitles: PageTitles;
  /** Origins of remotes deployed on other origins (from /remotes.json). */
  remoteOrigins: readonly string[];
  /** Container → manifest URL (from /remotes.json): an application page preloads its remote. */
  remotes?: Readonly<Record<string, string>>;
  /** Support address shown in the footer. */
  supportEmail?: string;
  /** Analytics sink the client should use (none when unset). */
  analyticsSink?: string;
  /** URL template of a workspace's own address ({id}, {domain}). */
  workspaceUrlTemplate?: string;
  /** The public origin, for canonical and alternate links. */
  publicUrl?: string;
  /** The card provider's widget script (docs/payments.md §2). */
  paymentWidgetUrl?: string;
  /** Integrator origins that may frame embeddable routes (docs/payments.md §7). */
  embedAllowedOrigins?: readonly string[];
  /** Pages rendered at build time: their markup goes into the document. */
  prerendered?: PrerenderedLookup;
  /** The signed-in user's language, read from users/me when there is a token cookie and no language cookie. */
  sessionLanguage?: Locale | null;
}

export type DocumentResponse =
  | { kind: 'document'; status: number; headers: Record<string, string>; body: string }
  | { kind: 'redirect'; status: 301 | 302 | 307 | 308; headers: Record<string, string>; location: string };

export function renderDocument(request: DocumentRequest): DocumentResponse {
  const { pathname: requested, search } = new URL(request.url, 'http://origin.invalid');
  const pathname = requested === '/index.html' ? '/' : requested;
  const match = matchRoute(pathname);
  const cookieHeader = Array.isArray(request.headers.cookie) ? request.headers.cookie.join('; ') : (request.headers.cookie ?? '');
  const locale = resolveLocale({
    // The user's own language counts as their choice, like the cookie the browser sets once it knows it.
    cookie: readCookie(LANGUAGE_STORAGE_KEY, cookieHeader) ?? request.sessionLanguage ?? undefined,
    routeLang: match?.routeLang,
    acceptLanguage: request.headers['accept-language'],
  });
  // The answer depends on these request headers, so caches must keep them apart.
  const varyHeaders = { vary: 'Cookie, Accept-Language', 'cache-control': NO_CACHE };

  if (match?.route.langPrefixed && (match.routeLang ?? DEFAULT_LOCALE) !== locale) {
    const location = pathFor(match.route.name, { params: match.params, lang: locale }) + search;
    return { kind: 'redirect', status: 302, headers: varyHeaders, location };
  }

  const meta = request.pageTitles(match?.route.name ?? 'notFound', locale);
  const clientConfig: Record<string, string> = {};
  if (request.supportEmail) clientConfig['stepwise:support-email'] = request.supportEmail;
  if (request.analyticsSink) clientConfig[ANALYTICS_META_NAME] = request.analyticsSink;
  if (request.workspaceUrlTemplate) clientConfig['stepwise:workspace-url-template'] = request.workspaceUrlTemplate;
  if (request.embedAllowedOrigins?.length) clientConfig['stepwise:embed-origins'] = request.embedAllowedOrigins.join(',');

  const indexable = match && request.publicUrl && indexableRoutes().some((route) => route.name === match.route.name);
  const seoLinks = indexable ? pageAlternates(match.route, locale, request.publicUrl!) : {};

  const session = Boolean(readCookie(TOKEN_COOKIE_NAME, cookieHeader));
  const prerendered =
    match && request.prerendered && servesPrerendered(match.route, { search, session }) ? request.prerendered(match.route.name, locale) : undefined;
  const remote = match && request.remotes ? remotePreloadLinks(match.route, request.remotes, session) : [];
  // A prerendered page preloads what it recorded and its remote, once the visitor is active
  // (boot-on-intent.ts); an application page its remote, the shell's start files and the files its
  // screen loaded when the build opened it, at once (a guest-only page sends a member elsewhere).
  const screenScripts =
    match && remote.length > 0 && !(match.route.access === 'guest-only' && session)
      ? (request.prerendered?.screenScripts?.(match.route.name, locale) ?? [])
      : [];
  const scripts = [...new Set([...(request.prerendered?.startScripts?.[locale] ?? []), ...screenScripts])].map((href): PreloadLink => ({ href, as: 'script' }));
  const preload = prerendered || !match ? [] : [...remote, ...scripts];
  const policy = buildContentSecurityPolicy({
    remoteOrigins: request.remoteOrigins,
    scriptHashes: prerendered ? [prerendered.boot.cspSource] : [],
    ...paymentWidgetSources(request.paymentWidgetUrl),
    frameAncestors: match?.route.embeddable ? request.embedAllowedOrigins : [],
  });
  return {
    kind: 'document',
    status: match ? 200 : 404,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      ...varyHeaders,
      'content-language': locale,
      ...documentSecurityHeaders(policy),
    },
    body: withPrerendered(
      withRemotes(
        applyDocumentHead(request.template, { lang: locale, title: meta.title, description: meta.description, meta: clientConfig, preload, ...seoLinks }),
        request.remotes,
      ),
      prerendered,
      match?.route.name,
      locale,
      // The HttpOnly token cookie (set by the API).
      session,
      remote,
    ),
  };
}

/**
 * The checkout is reached by client-side navigation from any page, and a document keeps the policy it
 * was loaded with, so every page allows the widget's script and its card-form frame.
 */
function paymentWidgetSources(widgetUrl: string | undefined): { scriptOrigins?: string[]; frameOrigins?: string[] } {
  if (!widgetUrl) return {};
  const { origin } = new URL(widgetUrl);
  return { scriptOrigins: [origin], frameOrigins: [origin] };
}

function withPrerendered(
  document: string,
  page: ReturnType<PrerenderedLookup>,
  route: RouteName | undefined,
  locale: Locale,
  session: boolean,
  remote: readonly PreloadLink[],
): string {
  return page && route ? injectPrerendered(document, page, route, locale, { session, remote }) : document;
}

/** The content of /remotes.json, written into the document so the app does not have to ask for it. */
function withRemotes(document: string, remotes: DocumentRequest['remotes']): string {
  if (!remotes) return document;
  const json = JSON.stringify(remotes).replace(/</g, '\\u003c');
  return document.replace(/<\/body>/i, () => `<script type="application/json" id="${REMOTES_ELEMENT_ID}">${json}</script></body>`);
}
