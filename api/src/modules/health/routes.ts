import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../errors/app-error.js';
import { commonErrorResponses, errorResponse } from '../../errors/error-response.js';
import { migrationStatusReader } from './repository/migration-status-repository.js';

const HealthResponse = Type.Object(
  {
    status: Type.Literal('ok'),
    db: Type.Object({
      reachable: Type.Literal(true),
      driver: Type.Enum(['pglite', 'postgres']),
      migrations: Type.Object({
        applied: Type.Integer({ minimum: 0 }),
        latest: Type.Union([Type.String(), Type.Null()], {
          description: 'Tag of the newest applied migration; null if this build does not know it',
        }),
      }),
    }),
  },
  { title: 'Health' },
);

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const readMigrationStatus = migrationStatusReader();

  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database readiness',
        tags: ['system'],
        response: {
          200: HealthResponse,
          503: errorResponse('The database cannot be queried (code db_unreachable)'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      try {
        const migrations = await readMigrationStatus(app.db);
        return { status: 'ok' as const, db: { reachable: true as const, driver: app.dbDriver, migrations } };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database query failed');
        throw new AppError(503, 'db_unreachable', 'The database is unreachable', undefined, { cause: error });
      }
    },
  );
};

export default healthRoutes;
