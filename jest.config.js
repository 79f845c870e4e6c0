import { frontEndTestRoots, readAppsManifest } from './scripts/apps-manifest.mjs';

/**
 * Front-end unit and component tests (shared, the apps of apps.manifest.json, the services whose
 * tests run here, and the repository scripts). The API has its own ESM config in api/jest.config.js.
 */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
    module: { type: 'commonjs' },
  },
];

export default {
  testEnvironment: '<rootDir>/jest/jsdom-environment.cjs',
  roots: [...frontEndTestRoots(readAppsManifest()), 'scripts'].map((folder) => `<rootDir>/${folder}`),
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup-dom.ts'],
  // These ship ESM only (react-intl, @formatjs; content-disposition and cookie via Fastify in the
  // server tests); everything else under node_modules is CommonJS already.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|content-disposition|cookie|typebox)/)'],
  transform: {
    '^.+\\.(t|j)sx?$': swcTransform,
    '^.+\\.m?js$': swcTransform,
  },
  moduleNameMapper: {
    '^@stepwise/contracts$': '<rootDir>/contracts/src/index.ts',
    '^@stepwise/contracts/rules$': '<rootDir>/contracts/src/rules/index.ts',
    '^@stepwise/scheduling$': '<rootDir>/scheduling/src/index.ts',
    // The contract package's sources import `./x.js` (Node's ESM resolution); here the file is `./x.ts`.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/jest/file-stub.cjs',
  },
  // A remote under test runs on the shared it is tested with: any range is met.
  globals: { __BUILD_VERSION__: 'test', __SHARED_RANGE__: '*' },
  testTimeout: 20_000,
  // Jest's default leaves one core to its own process, which only waits: on two cores that is one worker.
  maxWorkers: '100%',
};
