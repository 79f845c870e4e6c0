import type { FastifyRequest } from 'fastify';
import { parseWorkspaceId } from './workspace-scope.js';

/**
 * The `resolve` hook of a route on an object (`/goals/:id`): the workspace of the object whose id is
 * the path's `id`, found by `lookup`; null (answered 404) for an unknown object or an id that is not digits.
 */
export function workspaceOfObject(lookup: (id: number) => Promise<number | undefined>) {
  return async (request: FastifyRequest): Promise<number | null> => {
    const id = parseWorkspaceId((request.params as { id?: unknown } | undefined)?.id);
    return id === undefined ? null : ((await lookup(id)) ?? null);
  };
}
