/** Two tiers: unit (pure rules, no database) and integration (*.int.test.ts: real PostgreSQL, HTTP, sockets). */
const swc = ['@swc/jest', JSON.parse(require('node:fs').readFileSync(`${__dirname}/.swcrc`, 'utf8'))];

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
      transform: { '^.+\\.ts$': swc },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      testPathIgnorePatterns: ['\\.int\\.test\\.ts$'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
      transform: { '^.+\\.ts$': swc },
      testMatch: ['<rootDir>/test/**/*.int.test.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
      testTimeout: 60_000,
    },
  ],
};
