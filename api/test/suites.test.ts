import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';

/** test/suites.json: which API tests run on PostgreSQL, which again on PGlite (see the file's "about"). */
const suites = JSON.parse(readFileSync(new URL('./suites.json', import.meta.url), 'utf8')) as {
  embedded: Record<string, string[]>;
  moduleSmokes: Record<string, string>;
  embeddedOnly: string[];
  scale: string[];
};
const apiRoot = new URL('../', import.meta.url);
const modules = readdirSync(new URL('src/modules/', apiRoot), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const embeddedFiles = new Set([...Object.values(suites.embedded).flat(), ...Object.values(suites.moduleSmokes)]);

describe('the API test suites', () => {
  it('give every module of src/modules a smoke on the embedded database, and name no module that is gone', () => {
    expect(Object.keys(suites.moduleSmokes).sort()).toEqual(modules);
  });

  it('name only test files that exist', () => {
    const named = [...embeddedFiles, ...suites.embeddedOnly, ...suites.scale];
    expect(named.filter((file) => !/\.test\.ts$/.test(file) || !existsSync(new URL(file, apiRoot)))).toEqual([]);
  });

  it('keep the migrations, the live channel, the job queue and the demo on the embedded database', () => {
    expect(Object.keys(suites.embedded).sort()).toEqual(['demo', 'job queue', 'live channel', 'migrations']);
    expect(Object.values(suites.embedded).every((files) => files.length > 0)).toBe(true);
  });

  it('run an embedded-only test on PGlite, so leaving it out of the PostgreSQL run drops nothing', () => {
    expect(suites.embeddedOnly.filter((file) => !embeddedFiles.has(file))).toEqual([]);
  });

  it('run each scale test once: on PGlite only if it is embedded-only, otherwise on PostgreSQL only', () => {
    const twice = suites.scale.filter((file) => embeddedFiles.has(file) !== suites.embeddedOnly.includes(file));
    expect(twice).toEqual([]);
  });
});
