import type { FastifyReply, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { formatLiveSeq, LIVE_SEQ_HEADER } from '@stepwise/contracts';
import { withLiveSeqHeader } from '../live/live-seq-header.js';
import { workspacePermissions, type WorkspacePermission } from './permissions.js';
import { parseWorkspaceId, requireWorkspacePermission, type WorkspaceScope } from './workspace-scope.js';

/** How a route names its workspace: a path parameter holding the id, or a lookup through the object the path names. */
export type WorkspaceRouteConfig = {
  permission: WorkspacePermission;
  /** The message of the 404 for a non-member or a missing object (default "Workspace not found"). */
  notFoundMessage?: string;
} & (
  | { param: string; resolve?: never }
  | {
      param?: never;
      /** The workspace of the object the request is about; null when there is none (answered 404). */
      resolve: (request: FastifyRequest) => Promise<number | null | undefined>;
    }
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Declares a workspace route: the scope plugin resolves the workspace and checks the member's permission first. */
    workspace?: WorkspaceRouteConfig;
  }
  interface FastifyRequest {
    /** Set on routes that declare `config.workspace`, before their handler runs. */
    workspaceScope: WorkspaceScope | null;
  }
}

function assertValidConfig(route: RouteOptions, config: WorkspaceRouteConfig): void {
  const where = `${route.method} ${route.url}`;
  if (!workspacePermissions.includes(config.permission)) {
    throw new Error(`${where}: unknown workspace permission ${String(config.permission)}`);
  }
  if ((config.param === undefined) === (config.resolve === undefined)) {
    throw new Error(`${where}: config.workspace needs exactly one of param and resolve`);
  }
}

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Resolves the workspace, the member and their role once per request for every route that declares
 * `config: { workspace: { param | resolve, permission } }`: a non-member (or an unknown workspace) gets
 * 404 not_found, a member without the permission 403 forbidden, and the handler finds
 * `request.workspaceScope` set. Routes never repeat the membership check.
 */
export default fp(
  async (app) => {
    app.decorateRequest('workspaceScope', null);

    app.addHook('onRoute', (route) => {
      const config = route.config?.workspace;
      if (!config) return;
      assertValidConfig(route, config);
      const reads = [route.method].flat().includes('GET');
      if (reads) route.schema = withLiveSeqHeader(route.schema);

      // Runs before the route's own preHandlers; a route without `authenticate` is authenticated here.
      const resolveScope: preHandlerHookHandler = async function (request: FastifyRequest, reply: FastifyReply) {
        if (!request.auth) await app.authenticate(request, reply);
        const userId = request.auth!.user.id;
        const workspaceId =
          config.param !== undefined
            ? parseWorkspaceId((request.params as Record<string, unknown> | undefined)?.[config.param])
            : await config.resolve(request);
        const answersLiveSeq = reads && request.method === 'GET';
        request.workspaceScope = await requireWorkspacePermission(app.db, userId, workspaceId, config.permission, {
          notFoundMessage: config.notFoundMessage,
          withLiveSeq: answersLiveSeq,
        });
        // Read with the membership, before the handler reads its data: the answer holds every event up to it.
        const { liveSeq } = request.workspaceScope;
        if (answersLiveSeq && liveSeq !== undefined) reply.header(LIVE_SEQ_HEADER, formatLiveSeq({ workspaceId: request.workspaceScope.workspaceId, seq: liveSeq }));
      };
      route.preHandler = [resolveScope, ...asArray(route.preHandler)];
    });
  },
  { name: 'workspace-scope', dependencies: ['db', 'auth'] },
);

/** The scope of a route that declares `config.workspace` (set by the plugin before the handler runs). */
export function requireWorkspaceScope(request: FastifyRequest): WorkspaceScope {
  if (!request.workspaceScope) throw new Error('requireWorkspaceScope on a route without config.workspace');
  return request.workspaceScope;
}

