/**
 * Reverse proxies of the public origin:
 *   /api/*               → API_URL/api/*           (path kept; every method; bodies streamed)
 *                          except /api/operator/*: 404 here (the API's operator listener is not public)
 *   /mfe/<container>/*   → that remote's upstream/* (prefix stripped; GET / HEAD only)
 * An unreachable upstream answers a JSON error in the product's shape instead of a bare 500.
 */
import type { IncomingHttpHeaders } from 'node:http';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import { sendError } from '@stepwise/shared/node/error-reply';
import { clientChain, forwardedHeaders } from './forwarded-headers';

/** The parts of a request (HTTP/1 or HTTP/2) the forwarding headers are made from. */
type ProxiedRequest = Pick<FastifyRequest, 'protocol' | 'host' | 'ips'> & { raw: { socket: { remoteAddress?: string } } };

/** Upstream request headers: the client's, minus hop-by-hop forwarding claims, plus ours. */
function withForwarded(request: ProxiedRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const next: IncomingHttpHeaders = { ...headers };
  delete next.forwarded;
  delete next['x-real-ip'];
  delete next['x-forwarded-for'];
  return {
    ...next,
    ...forwardedHeaders({
      chain: clientChain(request.ips, request.raw.socket.remoteAddress),
      protocol: request.protocol,
      host: request.host,
    }),
  };
}

interface RetryContext {
  err?: (Error & { code?: string }) | null;
  req: { method?: string };
  attempt: number;
}

/**
 * One quick retry of an idempotent request whose pooled keep-alive connection was closed under it
 * (an upstream that restarted). Nothing else is retried: in particular an upstream 503 passes
 * through at once (reply-from would otherwise retry it up to ten times).
 */
function retryStaleConnection({ err, req, attempt }: RetryContext): number | null {
  const idempotent = req.method === 'GET' || req.method === 'HEAD';
  const stale = err?.code === 'UND_ERR_SOCKET' || err?.code === 'ECONNRESET';
  return idempotent && stale && attempt < 1 ? 1 : null;
}

function upstreamFailure(what: 'api' | 'remote', label: string) {
  return (proxyReply: FastifyReply<RouteGenericInterface, RawServerBase>, { error }: { error: Error & { statusCode?: number } }): void => {
    // reply-from types its reply for any server flavour; this server is plain HTTP/1.
    const reply = proxyReply as unknown as FastifyReply;
    reply.request.log.warn({ err: error, upstream: label }, `${label} did not answer`);
    if (error.statusCode === 504) {
      sendError(reply, 504, `${what}_timeout`, `${label} took too long to answer. Please try again.`);
    } else {
      sendError(reply, 502, `${what}_unavailable`, `${label} is not reachable right now. Please try again in a moment.`);
    }
  };
}

/** Pooled keep-alive connections; TLS certificates of https upstreams are verified. */
const UNDICI_OPTIONS = { connections: 128, pipelining: 1, connect: { rejectUnauthorized: true } };

export interface ApiProxyOptions {
  upstream: string;
  /** The local address to connect from (the API trusts X-Forwarded-For from it alone). */
  sourceAddress?: string;
}

/** The operator routes live on the API's own non-public listener; the public origin never forwards there. */
const OPERATOR_PATHS = ['/api/operator', '/api/operator/*'];

export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  for (const url of OPERATOR_PATHS) {
    app.all(url, async (_request, reply) => sendError(reply, 404, 'not_found', 'Route not found'));
  }
  await app.register(fastifyHttpProxy, {
    upstream: options.upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    http2: false,
    undici: options.sourceAddress ? { ...UNDICI_OPTIONS, localAddress: options.sourceAddress } : UNDICI_OPTIONS,
    disableRequestLogging: true,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => withForwarded(request, headers),
      onError: upstreamFailure('api', 'The Stepwise API'),
      retryDelay: retryStaleConnection,
    },
  });
}

export interface RemoteProxiesOptions {
  /** Container name → upstream base URL. */
  upstreams: Readonly<Record<string, string>>;
}

export async function registerRemoteProxies(app: FastifyInstance, options: RemoteProxiesOptions): Promise<void> {
  for (const [container, upstream] of Object.entries(options.upstreams)) {
    await app.register(fastifyHttpProxy, {
      upstream,
      prefix: `/mfe/${container}`,
      httpMethods: ['GET', 'HEAD'],
      http2: false,
      undici: UNDICI_OPTIONS,
      disableRequestLogging: true,
      replyOptions: {
        // Remote files are public static assets: the user's cookies and credentials stay here.
        rewriteRequestHeaders: (request, headers) => {
          const next = withForwarded(request, headers);
          delete next.cookie;
          delete next.authorization;
          return next;
        },
        onError: upstreamFailure('remote', `The ${container} remote`),
        retryDelay: retryStaleConnection,
      },
    });
  }

  const known = Object.keys(options.upstreams).join(', ');
  const unknownRemote = async (request: FastifyRequest<{ Params: { container?: string } }>, reply: FastifyReply) =>
    sendError(reply, 404, 'unknown_remote', `No remote named "${request.params.container ?? ''}" is served here (known: ${known})`);
  app.get('/mfe', unknownRemote);
  app.get('/mfe/', unknownRemote);
  app.get('/mfe/:container', unknownRemote);
  app.get('/mfe/:container/*', unknownRemote);
}
