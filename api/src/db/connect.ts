import type { DatabaseConfig } from '../config.js';
import type { DatabaseConnection } from './database.js';
import { connectPglite } from './pglite.js';
import { connectPostgres } from './postgres.js';

export interface ConnectOptions {
  onPoolError?: (error: Error) => void;
}

export function connectDatabase(config: DatabaseConfig, options: ConnectOptions = {}): Promise<DatabaseConnection> {
  return config.driver === 'pglite' ? connectPglite({ dataDir: config.dataDir }) : connectPostgres({ url: config.url, onPoolError: options.onPoolError });
}
