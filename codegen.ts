import type { CodegenConfig } from '@graphql-codegen/cli';

const config = {
  enumsAsTypes: true,
  useTypeImports: true,
  scalars: { ID: { input: 'string | number', output: 'string' }, JSON: 'unknown', DateTime: 'string', DateTimeISO: 'string' },
};

/**
 * schema.graphql (emitted by the api) + the web's .graphql documents -> typed documents. Each
 * document's code is written beside it (`X.generated.ts`): a page's chunk carries only the
 * documents it uses, not all of them (one shared module would sit in the entry's chunks).
 */
const codegen: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/graphql/__generated__/types.ts': { plugins: ['typescript'], config: { ...config, onlyOperationTypes: true } },
    'web/src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'graphql/__generated__/types.ts' },
      // a document that needs no schema type still gets the types import: generated, not checked
      plugins: [{ add: { content: '// @ts-nocheck' } }, 'typescript-operations', 'typed-document-node'],
      config,
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default codegen;
