import { Writable } from 'node:stream';
import { createApp, type App } from '../../src/app.js';
import type { Config, DatabaseConfig } from '../../src/config.js';
import type { DatabaseConnection } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export function testConfig(database: DatabaseConfig, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    logLevel: 'info',
    nodeEnv: 'test',
    database,
    trustProxy: false,
    ...overrides,
  };
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  /** The connection the app runs on; closing it makes the database unreachable for the app. */
  connection: DatabaseConnection;
  /** Every log record the app wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/** The real app on a database of its own; `extend` may add test-only routes. */
export async function startTestApp(extend?: (app: App) => void): Promise<TestApp> {
  const database = await createTestDatabase();
  const logs: Array<Record<string, unknown>> = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) logs.push(JSON.parse(line));
      done();
    },
  });
  const connection = await database.connect();
  const app = createApp(testConfig(database.config), { database: connection, logStream });
  try {
    // Registered as a plugin so it loads after the app's own plugins and their route hooks (rate limit).
    if (extend) app.register(async (instance) => extend(instance));
    await app.ready();
  } catch (error) {
    await app.close();
    await connection.close();
    await database.drop();
    throw error;
  }
  return {
    app,
    database,
    connection,
    logs,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
