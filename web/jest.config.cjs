/** Web unit tests: jsdom + @swc/jest (TypeScript and JSX, automatic runtime). */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  // @vdp/shared is read from its TypeScript sources (its `source` export condition)
  testEnvironmentOptions: { customExportConditions: ['source', 'browser'] },
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions],
    '^.+\\.m?js$': ['@swc/jest', swcOptions],
  },
  // react-intl and formatjs ship ESM only: let swc turn them into CommonJS
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  clearMocks: true,
  // a page test typing through a whole form takes seconds when the build and the type checks share the cores (npm test)
  testTimeout: 30_000,
};
