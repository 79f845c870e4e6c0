/**
 * Front-end unit and component tests (shared, shell, remotes). The API has its own ESM config
 * in api/jest.config.js.
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
  roots: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/mfe-marketing', '<rootDir>/mfe-auth', '<rootDir>/mfe-account', '<rootDir>/mfe-billing', '<rootDir>/payment-sandbox'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup-dom.ts'],
  // These ship ESM only (react-intl, @formatjs; content-disposition and cookie via Fastify in the
  // server tests); everything else under node_modules is CommonJS already.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|content-disposition|cookie)/)'],
  transform: {
    '^.+\\.(t|j)sx?$': swcTransform,
    '^.+\\.m?js$': swcTransform,
  },
  moduleNameMapper: {
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/jest/file-stub.cjs',
  },
  globals: { __BUILD_VERSION__: 'test' },
  testTimeout: 20_000,
};
