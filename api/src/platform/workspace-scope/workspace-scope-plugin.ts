import type { FastifyReply, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { formatLiveSeq, LIVE_SEQ_HEADER, parseId } from '@stepwise/contracts';
import { AppError } from '../../errors/app-error.js';
import { withLiveSeqHeader } from '../live/live-seq-header.js';
import { workspacePermissions, type WorkspacePermission } from './permissions.js';
import { parseWorkspaceId, requireWorkspacePermission, type WorkspaceScope } from './workspace-scope.js';

/**
 * "Self or admin": a route that acts for one member of the workspace names them here. Acting for
 * oneself needs only the route's permission; acting for another member also needs `permission`
 * (else 403 forbidden with `forbiddenMessage`). The member is a path parameter, a body field (absent:
 * the signed-in member), or found through the object the path names; a value that is no id is left
 * to the route's validation or its 404.
 */
export type ActingForConfig = {
  permission: WorkspacePermission;
  forbiddenMessage: string;
} & (
  | { param: string; bodyField?: never; resolve?: never }
  | { bodyField: string; param?: never; resolve?: never }
  | { resolve: (request: FastifyRequest) => Promise<number | null | undefined>; param?: never; bodyField?: never }
);

/** How a route names its workspace: a path parameter holding the id, or a lookup through the object the path names. */
export type WorkspaceRouteConfig = {
  permission: WorkspacePermission;
  /** The message of the 404 for a non-member or a missing object (default "Workspace not found"). */
  notFoundMessage?: string;
  /** The member the route acts for, when acting for another member needs more (see ActingForConfig). */
  actingFor?: ActingForConfig;
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
  const actingFor = config.actingFor;
  if (actingFor) {
    if (!workspacePermissions.includes(actingFor.permission)) {
      throw new Error(`${where}: unknown workspace permission ${String(actingFor.permission)} in actingFor`);
    }
    if ([actingFor.param, actingFor.bodyField, actingFor.resolve].filter((source) => source !== undefined).length !== 1) {
      throw new Error(`${where}: config.workspace.actingFor needs exactly one of param, bodyField and resolve`);
    }
  }
}

/** The member a request acts for: undefined when it names nobody the rule could apply to. */
async function memberActedFor(request: FastifyRequest, actingFor: ActingForConfig, self: number): Promise<number | undefined> {
  if (actingFor.param !== undefined) return parseId((request.params as Record<string, unknown> | undefined)?.[actingFor.param]);
  if (actingFor.bodyField !== undefined) {
    const body = request.body;
    const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[actingFor.bodyField] : undefined;
    return value === undefined || value === null ? self : parseId(value);
  }
  return (await actingFor.resolve(request)) ?? undefined;
}

/** 403 unless the member acts for themselves or may act for others. */
async function assertMayActFor(request: FastifyRequest, scope: WorkspaceScope, actingFor: ActingForConfig): Promise<void> {
  if (scope.can(actingFor.permission)) return;
  const member = await memberActedFor(request, actingFor, scope.userId);
  if (member !== undefined && member !== scope.userId) throw new AppError(403, 'forbidden', actingFor.forbiddenMessage);
}

/** The path up to its first parameter (`/api/tasks` of `/api/tasks/:id/start`), or undefined without one. */
function resourceOf(url: string): string | undefined {
  const match = /^(.*?)\/:[^/]+/.exec(url);
  return match?.[1];
}

/**
 * Routes on a workspace or on an object of one that declare no scope: every route under
 * `…/workspaces/:id`, and every route under a resource (`/api/tasks/:id`) of which another route
 * declares one. Such a route would answer a stranger, so the app does not start with it.
 */
export function unscopedWorkspaceRoutes(routes: ReadonlyArray<{ method: string; url: string; scoped: boolean }>): string[] {
  const scopedResources = new Set(routes.filter((route) => route.scoped).map((route) => resourceOf(route.url)));
  return routes
    .filter((route) => {
      const resource = resourceOf(route.url);
      if (route.scoped || resource === undefined) return false;
      return resource.endsWith('/workspaces') || scopedResources.has(resource);
    })
    .map((route) => `${route.method} ${route.url}`);
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

    const routes: Array<{ method: string; url: string; scoped: boolean }> = [];
    app.addHook('onReady', async () => {
      const unscoped = unscopedWorkspaceRoutes(routes);
      if (unscoped.length > 0) {
        throw new Error(`Workspace routes without config.workspace (a stranger would be answered): ${unscoped.join(', ')}`);
      }
    });

    app.addHook('onRoute', (route) => {
      const config = route.config?.workspace;
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, scoped: config !== undefined });
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
        if (config.actingFor) await assertMayActFor(request, request.workspaceScope, config.actingFor);
        // Read with the membership, before the handler reads its data: the answer holds every event up to it.
        const { liveSeq } = request.workspaceScope;
        if (answersLiveSeq && liveSeq !== undefined)
          reply.header(LIVE_SEQ_HEADER, formatLiveSeq({ workspaceId: request.workspaceScope.workspaceId, seq: liveSeq }));
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
