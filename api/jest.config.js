// keepImportAttributes: JSON imports keep their `with { type: 'json' }`, as Node's loader and Jest require.
const swc = [
  '@swc/jest',
  { swcrc: false, jsc: { parser: { syntax: 'typescript' }, target: 'es2022', experimental: { keepImportAttributes: true } } },
];

// ESM-only packages that CommonJS dependencies require() (@fastify/static → content-disposition,
// light-my-request → cookie). Node ≥ 20.19 loads them natively, but Jest's module runtime cannot before
// Node 24.9, so they are compiled to CommonJS for the tests.
const esmOnlyRequired = ['content-disposition', 'cookie'];

/** Jest in native ESM mode (run with --experimental-vm-modules, see package.json). */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['<rootDir>/test/**/*.test.ts'],
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
  // Restoring PGlite or creating a PostgreSQL database, plus migrations, can take a few seconds.
  testTimeout: 30_000,
  // Jest's default leaves one core to its own process, which only waits: on two cores that is one worker.
  maxWorkers: '100%',
};
