import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** Serves the named files of `dir` at `{prefix}/{name}`, read once at start-up. */
export function serveFiles(app: FastifyInstance, dir: string, prefix: string, names: readonly string[]): void {
  for (const name of names) {
    const content = readFileSync(join(dir, name), 'utf8');
    const type = TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream';
    app.get(`${prefix}/${name}`, async (_request, reply) =>
      reply.header('content-type', type).header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff').send(content),
    );
  }
}
