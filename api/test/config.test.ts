import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../src/config.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw a ConfigError');
}

describe('loadConfig', () => {
  it('applies defaults to an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      logLevel: 'info',
      nodeEnv: 'development',
      database: { driver: 'pglite', dataDir: join(repoRoot, '.data', 'pglite') },
      redisUrl: undefined,
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8081',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: 'loopback',
    });
    expect(config).toMatchObject({
      port: 8081,
      host: '0.0.0.0',
      logLevel: 'warn',
      nodeEnv: 'production',
      redisUrl: 'redis://127.0.0.1:6379',
      trustProxy: 'loopback',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  describe('DATABASE_URL', () => {
    it('unset or empty selects PGlite in <repo>/.data/pglite', () => {
      const expected = { driver: 'pglite', dataDir: join(repoRoot, '.data', 'pglite') };
      expect(loadConfig({}).database).toEqual(expected);
      expect(loadConfig({ DATABASE_URL: '' }).database).toEqual(expected);
    });

    it('memory:// selects an in-memory PGlite', () => {
      expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({ driver: 'pglite' });
    });

    it.each(['postgres://app:secret@db:5432/stepwise', 'postgresql://localhost/stepwise?sslmode=require'])(
      '%s selects PostgreSQL',
      (url) => {
        expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ driver: 'postgres', url });
      },
    );

    it.each(['mysql://root:hunter2@db/stepwise', 'postgres://hunter2@[bad', '/var/lib/stepwise', 'memory://x'])(
      'rejects %s without echoing it',
      (url) => {
        const error = configError({ DATABASE_URL: url });
        expect(error.message).toMatch(/DATABASE_URL must be memory:\/\/, postgres:\/\/… or postgresql:\/\//);
        expect(error.message).not.toContain('hunter2');
      },
    );
  });

  it('lists every invalid variable at once', () => {
    const error = configError({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      REDIS_URL: 'localhost:6379',
      DATABASE_URL: 'sqlite://stepwise.db',
    });
    expect(error.message).toMatch(/^Invalid configuration:\n {2}- /);
    expect(error.problems).toHaveLength(5);
    for (const name of ['PORT', 'LOG_LEVEL', 'NODE_ENV', 'REDIS_URL', 'DATABASE_URL']) {
      expect(error.problems).toContainEqual(expect.stringMatching(new RegExp(`^${name}[: ]`)));
    }
  });

  it.each(['0', '65536', '80.5'])('rejects PORT=%s', (port) => {
    expect(configError({ PORT: port }).problems).toEqual([expect.stringMatching(/^PORT: /)]);
  });
});
