/**
 * Reverse proxies of the public origin:
 *   /api/*               → API_URL/api/*           (path kept; every method; bodies streamed, a declared
 *                                                    body over the API's limit answered 413 here)
 *                          except /api/operator/*: 404 here (the API's operator listener is not public);
 *                          WebSocket upgrades (the live channel, /api/live) are forwarded too
 *   /mfe/<container>/*   → that remote's upstream/* (prefix stripped; GET / HEAD only)
 * An unreachable upstream answers a JSON error in the product's shape instead of a bare 500.
 * Responses that cannot have content (to HEAD; 204, 304) are relayed without one.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
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

/** Responses that never have content (RFC 9110 §6.4.1): any answer to HEAD, 204 and 304. */
function isBodiless(method: string, statusCode: number): boolean {
  return method === 'HEAD' || statusCode === 204 || statusCode === 304;
}

/**
 * Sends the upstream's answer on. One without content goes out as headers only and its stream is drained
 * quietly: an upstream may announce a length anyway (a 304 with the `content-length` of the JSON `null`),
 * and the HTTP client reports the bytes that never follow as an error, which would turn a 304 into a 500.
 */
function relayResponse(
  request: FastifyRequest<RouteGenericInterface, RawServerBase>,
  proxyReply: FastifyReply<RouteGenericInterface, RawServerBase>,
  response: unknown,
): void {
  const reply = proxyReply as unknown as FastifyReply;
  const { stream } = response as { stream: Readable };
  if (!isBodiless(request.method, reply.statusCode)) {
    reply.send(stream);
    return;
  }
  stream.on('error', () => {});
  stream.resume();
  // To HEAD the length describes what GET would send, so it stays; a 204 or 304 has no content to describe.
  if (request.method !== 'HEAD') reply.removeHeader('content-length');
  reply.send();
}

/** Pooled keep-alive connections; TLS certificates of https upstreams are verified. */
const UNDICI_OPTIONS = { connections: 128, pipelining: 1, connect: { rejectUnauthorized: true } };

export interface ApiProxyOptions {
  upstream: string;
  /** The local address to connect from (the API trusts X-Forwarded-For from it alone). */
  sourceAddress?: string;
  /** The API's limit for request bodies other than multipart uploads (bytes). */
  bodyLimit: number;
}

function isMultipart(contentType: string | undefined): boolean {
  return /^\s*multipart\/form-data\s*(;|$)/i.test(contentType ?? '');
}

/**
 * Answers 413 here, before anything is forwarded, a body that declares more bytes than the API accepts.
 * Forwarded, it would be refused by the API while still streaming, and an API that then closes the
 * connection can take its 413 down with it (the proxy would answer 502). The connection to the client is
 * kept and the rest of its upload read and discarded, so the client reads the answer too. Multipart uploads
 * have the limits of their route (a 5 MB photo) and are left to the API's route to refuse.
 */
function refuseOversizedBodies(limit: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length']);
    if (!(declared > limit) || isMultipart(request.headers['content-type'])) return;
    return sendError(reply, 413, 'payload_too_large', 'Request body is too large');
  };
}

/** The operator routes live on the API's own non-public listener; the public origin never forwards there. */
const OPERATOR_PATHS = ['/api/operator', '/api/operator/*'];

/**
 * The upstream side of a proxied WebSocket. The live channel authenticates with a message, never a
 * cookie: only the forwarding headers go on. (`rewriteRequestHeaders` is honoured by the proxy but
 * missing from its option types, hence a variable rather than an object literal.)
 */
function liveClientOptions(sourceAddress: string | undefined) {
  const options = {
    ...(sourceAddress && { localAddress: sourceAddress }),
    rewriteRequestHeaders: (_headers: IncomingHttpHeaders, request: ProxiedRequest) => withForwarded(request, {}),
  };
  return options;
}

export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  for (const url of OPERATOR_PATHS) {
    app.all(url, async (_request, reply) => sendError(reply, 404, 'not_found', 'Route not found'));
  }
  app.addHook('onRequest', refuseOversizedBodies(options.bodyLimit));
  await app.register(fastifyHttpProxy, {
    upstream: options.upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    http2: false,
    undici: options.sourceAddress ? { ...UNDICI_OPTIONS, localAddress: options.sourceAddress } : UNDICI_OPTIONS,
    disableRequestLogging: true,
    websocket: true,
    wsClientOptions: liveClientOptions(options.sourceAddress),
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => withForwarded(request, headers),
      onResponse: relayResponse,
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
        onResponse: relayResponse,
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
