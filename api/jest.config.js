import { readFileSync } from 'node:fs';

// keepImportAttributes: JSON imports keep their `with { type: 'json' }`, as Node's loader and Jest require.
const swc = ['@swc/jest', { swcrc: false, jsc: { parser: { syntax: 'typescript' }, target: 'es2022', experimental: { keepImportAttributes: true } } }];

// ESM-only packages that CommonJS dependencies require() (@fastify/static → content-disposition,
// light-my-request → cookie). Node ≥ 20.19 loads them natively, but Jest's module runtime cannot before
// Node 24.9, so they are compiled to CommonJS for the tests.
const esmOnlyRequired = ['content-disposition', 'cookie'];

const suites = JSON.parse(readFileSync(new URL('./test/suites.json', import.meta.url), 'utf8'));
const rooted = (files) => [...new Set(files)].map((file) => `<rootDir>/${file}`);

/**
 * STEPWISE_API_TESTS picks the tests (test/suites.json): 'all' (the default), 'server' (all but the
 * embedded-only ones: npm test's run on PostgreSQL) or 'embedded' (what proves the embedded database,
 * and one smoke per module: npm test's run on PGlite). Paths given on the command line narrow it further.
 */
const selection = process.env.STEPWISE_API_TESTS || 'all';
const selections = {
  all: { testMatch: ['<rootDir>/test/**/*.test.ts'] },
  server: { testMatch: ['<rootDir>/test/**/*.test.ts'], testPathIgnorePatterns: ['/node_modules/', ...suites.embeddedOnly] },
  embedded: { testMatch: rooted([...Object.values(suites.embedded).flat(), ...Object.values(suites.moduleSmokes)]) },
};
if (!(selection in selections)) throw new Error(`STEPWISE_API_TESTS=${selection}: expected one of ${Object.keys(selections).join(', ')}`);

/** Jest in native ESM mode (run with --experimental-vm-modules, see package.json). */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  ...selections[selection],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': swc,
    [`/node_modules/(${esmOnlyRequired.join('|')})/.+\\.js$`]: swc,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyRequired.join('|')})/)`],
  // Sources import `./x.js` (NodeNext); under Jest the file is still `./x.ts`.
  moduleNameMapper: {
    // The contract package's sources, not its compiled dist/ (which only the built API loads).
    '^@stepwise/contracts$': '<rootDir>/../contracts/src/index.ts',
    '^@stepwise/scheduling$': '<rootDir>/../scheduling/src/index.ts',
    '^@stepwise/contracts/rules$': '<rootDir>/../contracts/src/rules/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // Restoring PGlite or copying the PostgreSQL template can take a few seconds on a loaded machine.
  testTimeout: 30_000,
  // Jest's default leaves one core to its own process, which only waits: on two cores that is one worker.
  maxWorkers: '100%',
};
