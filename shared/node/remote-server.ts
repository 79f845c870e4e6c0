/**
 * The production server of one Module Federation remote: serves its dist folder (`remoteEntry.js`,
 * `mf-manifest.json`, hashed chunks, the standalone `index.html`) with the caching rules of
 * DESIGN §3, open CORS for GET/HEAD (they are public scripts, a shell on another origin loads them),
 * `GET /health`, and a graceful stop on SIGINT / SIGTERM.
 */
import { access, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { addNoSniff, isDocumentRequest, NO_CACHE, registerCompression, registerDistFolder, sendNotFound, treatDirectoriesAsMissing } from './static-assets';
import { closeOnSignals, CompactLogController, loggerFromEnv, portFromEnv } from './server-runtime';

export interface RemoteServerOptions {
  /** Module Federation container name, e.g. `mfe_auth`. */
  name: string;
  /** Absolute path of the remote's dist folder. */
  distDir: string;
  /** Default 0 (any free port) when started programmatically; the entry points pass 3001–3004. */
  port?: number;
  /** Default `127.0.0.1`; set `0.0.0.0` in a container. */
  host?: string;
  logger?: FastifyServerOptions['logger'];
  /** Install SIGINT / SIGTERM handlers that close the server and exit. Default true. */
  handleSignals?: boolean;
}

export interface RunningRemoteServer {
  app: FastifyInstance;
  /** `http://host:port` the server listens on. */
  url: string;
  close(): Promise<void>;
}

/** Headers for the remote's standalone HTML page: it may not be framed, and it sends no referrer across origins. */
const STANDALONE_HTML_HEADERS: Record<string, string> = {
  'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Builds (does not start) the Fastify app of a remote. */
export async function buildRemoteServer(options: Pick<RemoteServerOptions, 'name' | 'distDir' | 'logger'>): Promise<FastifyInstance> {
  const { name, distDir } = options;
  const app = Fastify({ logger: options.logger ?? false, logController: new CompactLogController() });
  addNoSniff(app);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  });

  // CORS preflight: browsers do not need one for a plain GET of a script or manifest, but a
  // loader that adds headers would; answer it without exposing anything but GET / HEAD.
  app.options('/*', async (_request, reply) => {
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD')
      .header('access-control-allow-headers', 'accept, content-type, if-none-match, if-modified-since, range')
      .header('access-control-max-age', '86400')
      .header('cache-control', 'public, max-age=86400');
    return reply.send();
  });

  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', service: name };
  });

  await app.register(async (site) => {
    await registerCompression(site);

    // The standalone page: `/` and every deep link that is not a file.
    const sendStandalonePage = async (request: FastifyRequest, reply: FastifyReply) => {
      let html: string;
      try {
        html = await readFile(join(distDir, 'index.html'), 'utf8');
      } catch {
        return sendNotFound(reply, request);
      }
      reply.code(200).type('text/html; charset=utf-8').header('cache-control', NO_CACHE).headers(STANDALONE_HTML_HEADERS);
      return reply.send(html);
    };
    site.get('/', sendStandalonePage);
    site.get('/index.html', sendStandalonePage);

    await registerDistFolder(site, { root: distDir });
    treatDirectoriesAsMissing(site);
    site.setNotFoundHandler(async (request, reply) => (isDocumentRequest(request) ? sendStandalonePage(request, reply) : sendNotFound(reply, request)));
  });

  return app;
}

/**
 * Starts a remote's server. Fails fast when the dist folder has no `remoteEntry.js` (not built),
 * with a message that says how to build it.
 */
export async function startRemoteServer(options: RemoteServerOptions): Promise<RunningRemoteServer> {
  const { name, distDir } = options;
  try {
    await access(join(distDir, 'remoteEntry.js'));
  } catch {
    const workspace = name.replace(/_/g, '-');
    throw new Error(`${name}: no build found at ${distDir} (remoteEntry.js is missing). ` + `Build it first: npm run build -w ${workspace} (or set DIST_DIR).`);
  }
  const app = await buildRemoteServer(options);
  if (options.handleSignals ?? true) closeOnSignals(app);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  app.log.info({ name, distDir, url }, 'remote server listening');
  return { app, url, close: () => app.close() };
}

export interface RemoteServerDefaults {
  name: string;
  port: number;
  distDir: string;
}

/**
 * Options from the environment: `PORT`, `HOST`, `DIST_DIR` (relative to the working directory),
 * `LOG_LEVEL` override the remote's defaults.
 */
export function remoteServerOptionsFromEnv(env: Record<string, string | undefined>, defaults: RemoteServerDefaults): RemoteServerOptions {
  return {
    name: defaults.name,
    port: portFromEnv(env, 'PORT', defaults.port),
    host: env.HOST?.trim() || '127.0.0.1',
    distDir: env.DIST_DIR?.trim() ? resolve(env.DIST_DIR.trim()) : defaults.distDir,
    logger: loggerFromEnv(env),
  };
}

/**
 * Entry-point helper for `<remote>/server/index.ts`: reads the environment, starts the server,
 * and on a start-up failure prints the reason and exits 1.
 */
export async function runRemoteServer(defaults: RemoteServerDefaults): Promise<RunningRemoteServer> {
  try {
    return await startRemoteServer(remoteServerOptionsFromEnv(process.env, defaults));
  } catch (error) {
    console.error(`[${defaults.name}] failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
