import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../../config.js';
import { connectDatabase } from '../../db/connect.js';
import type { Database, DatabaseConnection, DatabaseDriver, NotificationHandlers } from '../../db/database.js';

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
    app.decorate('db', connection.db);
    app.decorate('dbDriver', connection.driver);
    app.decorate('dbListen', (channel: string, handlers: NotificationHandlers) => connection.listen(channel, handlers));
    app.addHook('onClose', () => connection.close());
  },
  { name: 'db' },
);
