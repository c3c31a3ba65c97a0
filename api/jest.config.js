/** Two tiers: unit (pure rules, no database) and integration (*.int.test.ts: real PostgreSQL, HTTP, sockets). */
const swc = ['@swc/jest', JSON.parse(require('node:fs').readFileSync(`${__dirname}/.swcrc`, 'utf8'))];

module.exports = {
  // Integration files run in three workers (package.json: on two cores, two still left a fifth of
  // the CPU idle while they waited on PostgreSQL and timers), each file on its own database of the
  // one PostgreSQL; a worker is replaced once it holds more than this after a file, since each file
  // loads the whole app again and Jest keeps some of every module registry.
  workerIdleMemoryLimit: '1200MB',
  // Hooks too: a file's beforeAll starts a server on a fresh copy of the database.
  testTimeout: 60_000,
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
    },
  ],
};
