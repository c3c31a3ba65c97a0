import type { CodegenConfig } from '@graphql-codegen/cli';

/** schema.graphql (emitted by the api) + the web's .graphql documents -> typed documents. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/graphql/__generated__/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { JSON: 'unknown', DateTime: 'string', DateTimeISO: 'string' },
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
