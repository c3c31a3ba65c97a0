import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { i18nRules } from './eslint-rules/no-untranslated-text.js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      '.test-data/**',
      'web/src/graphql/__generated__/**',
      'web/src/**/*.generated.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: [
      'api/**/*.ts',
      'scripts/**/*.{js,mjs}',
      'bench/**/*.{js,mjs,ts}',
      '*.{js,mjs,ts}',
      'web/scripts/**/*.mjs',
      'web/*.{ts,cjs,js}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // both languages everywhere (issue 17 §4, docs/i18n.md): a person reads no text that is not
    // from the catalogs — JSX text, and the props people read (aria-*, title, placeholder, alt, label)
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    plugins: { i18n: i18nRules },
    rules: {
      'i18n/no-untranslated-text': [
        'error',
        {
          props: {
            include: [['*', '{label,placeholder,title,alt,caption,description,hint,legend,emptyText,text}']],
            // code shows data as it is (a path, a key's format); these props take catalog ids
            exclude: [
              ['code', 'children'],
              ['FormStatePanel', '{title,body}'],
            ],
          },
        },
      ],
    },
  },
  {
    // the web reaches the api only over HTTP; what both sides share is in @vdp/shared
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/api/**', '@vdp/api', '@vdp/api/**', '@shared/*'], message: 'Import shared rules from @vdp/shared.' },
          ],
          paths: [
            {
              name: 'formik',
              importNames: ['Form', 'Formik'],
              message:
                "Use the kit's Form and Formik (web/src/components/form): they focus the first field to fix and mark required fields.",
            },
          ],
        },
      ],
    },
  },
  {
    // the kit's Form and Formik wrap Formik's; tests may render Formik's directly
    files: ['web/src/components/form/Form.tsx', 'web/src/components/form/Formik.tsx', 'web/src/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/api/**', '@vdp/api', '@vdp/api/**', '@shared/*'], message: 'Import shared rules from @vdp/shared.' },
          ],
        },
      ],
    },
  },
  {
    // @vdp/shared is pure: bundled by the web and required by the api, it imports neither
    files: ['shared/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/api/**',
                '**/web/**',
                '@vdp/api',
                '@vdp/api/**',
                '@vdp/web',
                '@vdp/web/**',
                'node:*',
                'react',
                'react-*',
              ],
              message: '@vdp/shared imports neither the api, the web, Node nor React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**', '@vdp/web', '@vdp/web/**'], message: 'The api does not import the web.' }] },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'api/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'api/test/**/*.ts', 'web/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
