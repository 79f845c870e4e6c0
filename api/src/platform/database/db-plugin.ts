import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../../config.js';
import { connectDatabase } from '../../db/connect.js';
import type { Database, DatabaseConnection, DatabaseDriver, NotificationHandlers } from '../../db/database.js';
import { retryTransactions } from '../../db/transaction-retry.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbDriver: DatabaseDriver;
    /** Receives the database's NOTIFY payloads on a channel until the returned function is called. */
    dbListen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  }
}

export interface DbPluginOptions {
  database: DatabaseConfig;
  /** An already open connection to use instead of opening one; the app takes it over and closes it. */
  connection?: DatabaseConnection;
}

export default fp<DbPluginOptions>(
  async (app, { database, connection: given }) => {
    const connection =
      given ??
      (await connectDatabase(database, {
        onPoolError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
      }));
    try {
      await connection.migrate();
    } catch (error) {
      await connection.close();
      throw error;
    }
    // Every write transaction of the app runs again after a deadlock or a serialization failure.
    const db = retryTransactions(connection.db, {
      onRetry: ({ attempt, code, delayMs, error }) =>
        app.log.warn({ err: error, code, attempt, delayMs }, `transaction failed (${code}); running it again in ${delayMs} ms`),
    });
    app.decorate('db', db);
    app.decorate('dbDriver', connection.driver);
    app.decorate('dbListen', (channel: string, handlers: NotificationHandlers) => connection.listen(channel, handlers));
    app.addHook('onClose', () => connection.close());
  },
  { name: 'db' },
);
