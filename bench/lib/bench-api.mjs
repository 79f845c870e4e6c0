// What the API benches share: the PostgreSQL server they try, and the real API built for a bench run.
import pg from 'pg';

const { buildApp } = await import('../../api/dist/app.js');
const { loadConfig } = await import('../../api/dist/config.js');

export const POSTGRES_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A connected client of the PostgreSQL server, or undefined when it does not answer within 2 s. */
export async function postgresReachable() {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return client;
  } catch {
    return undefined;
  }
}

/** The API as it runs in production, quiet and without its background sweeps or demo data, on the database `env` names. */
export async function buildBenchApp(env) {
  const config = { ...loadConfig({ LOG_LEVEL: 'warn', RENEWAL_INTERVAL: 'off', RECONCILE_INTERVAL: 'off', ...env }), demoWorkspace: false };
  // Generous limits: the benchmark signs in a few members from one address.
  config.rateLimits = Object.fromEntries(Object.keys(config.rateLimits).map((name) => [name, { max: 100_000, timeWindowMs: 60_000 }]));
  return buildApp(config);
}

/**
 * Runs `measure` with the URL of a fresh database `name` on the PostgreSQL server (dropped afterwards),
 * or says the server is not reachable and measures nothing.
 */
export async function onFreshPostgres(name, measure) {
  const server = await postgresReachable();
  if (!server) {
    console.log(`PostgreSQL is not reachable at ${new URL(POSTGRES_SERVER).host}: measured on PGlite only`);
    return;
  }
  await server.query(`drop database if exists ${name} with (force)`);
  await server.query(`create database ${name}`);
  try {
    const url = new URL(POSTGRES_SERVER);
    url.pathname = `/${name}`;
    await measure(url.toString());
  } finally {
    await server.query(`drop database if exists ${name} with (force)`);
    await server.end();
  }
}
