/**
 * The shell server: the public origin of Stepwise.
 *
 *   GET  /health              liveness of this process
 *   GET  /remotes.json        container → manifest URL (no-cache, validated, re-read on every request)
 *   *    /api/*               reverse proxy to the API (path kept)
 *   GET  /mfe/<container>/*   reverse proxy to that remote's server (prefix stripped)
 *   GET  <file in shell/dist> the shell's assets (hashed → immutable, others → no-cache)
 *   GET  any other page       the shell's index.html through renderDocument (CSP and friends), with
 *                             the page's build-time markup when it was prerendered
 *   a missing asset file (path with a file extension) is a real 404, never index.html
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { CompactLogController } from '@stepwise/shared/node/server-runtime';
import {
  addNoSniff,
  isDocumentRequest,
  registerCompression,
  registerDistFolder,
  sendNotFound,
  treatDirectoriesAsMissing,
} from '@stepwise/shared/node/static-assets';
import { DEFAULT_API_BODY_LIMIT, type ShellConfig } from './config';
import { registerApiProxy, registerRemoteProxies } from './proxy';
import { RemotesFile } from './remotes-file';
import { loadPageTitles } from './page-titles';
import { PrerenderedPages } from './prerendered-pages';
import { renderDocument } from './render-document';
import { sessionLanguage } from './session-language';
import { renderRobots, renderSitemap } from './seo/sitemap';
import { protectUnmarkedHtml } from './security-headers';
import { ShellTemplate } from './shell-template';

export async function buildShellServer(config: ShellConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger,
    logController: new CompactLogController(),
    trustProxy: config.trustProxy,
    // the proxies stream bodies through; only this server's own routes parse them
    bodyLimit: 64 * 1024,
  });

  const remotesFile = new RemotesFile(config.remotesFile, {
    proxiedContainers: Object.keys(config.remoteUpstreams),
    defaults: Object.fromEntries(Object.keys(config.remoteUpstreams).map((container) => [container, `/mfe/${container}/mf-manifest.json`])),
    log: app.log,
  });
  const pageTitles = loadPageTitles(config.appsRoot);
  const template = new ShellTemplate(config.shellDist);
  const prerendered = new PrerenderedPages(config.shellDist, app.log);
  // Fail fast: a server that cannot serve the shell or tell it where its remotes are is useless.
  await remotesFile.load();
  await template.load();

  addNoSniff(app);
  protectUnmarkedHtml(app);

  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', service: 'shell' };
  });

  await app.register(async (scope) =>
    registerApiProxy(scope, { upstream: config.apiUrl, sourceAddress: config.apiSourceAddress, bodyLimit: config.apiBodyLimit ?? DEFAULT_API_BODY_LIMIT }),
  );
  await app.register(async (scope) => registerRemoteProxies(scope, { upstreams: config.remoteUpstreams }));

  await app.register(async (site) => {
    await registerCompression(site);

    site.get('/sitemap.xml', async (_request, reply) =>
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(renderSitemap(config.publicUrl)),
    );
    site.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(renderRobots(config.publicUrl)),
    );

    site.get('/remotes.json', async (request, reply) => {
      const snapshot = await remotesFile.load();
      reply.header('cache-control', 'no-cache').header('etag', snapshot.etag).type('application/json; charset=utf-8');
      if (request.headers['if-none-match'] === snapshot.etag) return reply.code(304).send();
      return reply.send(snapshot.body);
    });

    const sendDocument = async (request: FastifyRequest, reply: FastifyReply) => {
      const cookieHeader = Array.isArray(request.headers.cookie) ? request.headers.cookie.join('; ') : (request.headers.cookie ?? '');
      const [html, remotes, prerenderedLookup, userLanguage] = await Promise.all([
        template.load(),
        remotesFile.load(),
        prerendered.load(),
        sessionLanguage({ apiUrl: config.apiUrl, cookieHeader }),
      ]);
      const result = renderDocument({
        url: request.url,
        headers: request.headers,
        template: html,
        pageTitles,
        prerendered: prerenderedLookup,
        remoteOrigins: remotes.origins,
        remotes: remotes.remotes,
        supportEmail: config.supportEmail,
        analyticsSink: config.analyticsSink,
        workspaceUrlTemplate: config.workspaceUrlTemplate,
        publicUrl: config.publicUrl,
        paymentWidgetUrl: config.paymentWidgetUrl,
        embedAllowedOrigins: config.embedAllowedOrigins,
        sessionLanguage: userLanguage,
      });
      reply.code(result.status).headers(result.headers);
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      return reply.send(result.body);
    };

    site.get('/', sendDocument);
    site.get('/index.html', sendDocument);

    await registerDistFolder(site, { root: config.shellDist });
    treatDirectoriesAsMissing(site);

    site.setNotFoundHandler(async (request, reply) => {
      if (isDocumentRequest(request)) return sendDocument(request, reply);
      return sendNotFound(reply, request);
    });
  });

  return app;
}
