import type { TestApp } from './test-app.js';

interface PreparingSession {
  prepareQuery: (query: { sql: string }, ...rest: unknown[]) => unknown;
}

/** Records the SQL of every statement the app's database handle prepares while `run` is in progress. */
export async function statementsDuring(testApp: TestApp, run: () => Promise<unknown>): Promise<string[]> {
  const session = (testApp.app.db as unknown as { session: PreparingSession }).session;
  const original = session.prepareQuery;
  const statements: string[] = [];
  session.prepareQuery = function (query, ...rest) {
    statements.push(query.sql);
    return original.call(this, query, ...rest);
  };
  try {
    await run();
  } finally {
    session.prepareQuery = original;
  }
  return statements;
}
