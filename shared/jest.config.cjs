/** Unit tests of the shared rules: plain Node, TypeScript through @swc/jest. */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': swc, '^.+\\.m?js$': swc },
  // the ICU message parser ships ESM only: let swc turn it into CommonJS
  transformIgnorePatterns: ['/node_modules/(?!(@formatjs|intl-messageformat)/)'],
};
