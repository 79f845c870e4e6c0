import { Writable } from 'node:stream';
import { afterAll, beforeAll } from '@jest/globals';
import { createApp, type App } from '../../src/app.js';
import { cheapPasswordHasher } from './passwords.js';
import { testConfig, type TestApp } from './test-app.js';

export interface SecondInstance {
  app: App;
  /** Where it listens (http://127.0.0.1:<port>). */
  url: string;
}

/**
 * Another API instance on the test app's PostgreSQL database, with the same clock, listening on a port
 * of its own, for the tests of the describe block that calls this (started before them, closed after):
 * what one instance writes, the other's clients must see. (An embedded database belongs to one process:
 * there is no second instance of it.)
 */
export function secondInstance(testApp: () => TestApp): SecondInstance {
  const instance = {} as SecondInstance;
  beforeAll(async () => {
    const app = createApp(testConfig(testApp().database.config), {
      database: await testApp().database.connect(),
      clock: testApp().clock,
      passwordHasher: cheapPasswordHasher(),
      logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
    });
    await app.ready();
    Object.assign(instance, { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) });
  });
  afterAll(() => instance.app.close());
  return instance;
}
