// Import boundaries (docs/architecture.md, "Imports go one way"), checked by ESLint with
// eslint-plugin-boundaries. TypeScript 7 ships no JavaScript compiler API, so typescript-eslint's
// parser cannot run here: files are parsed by Babel's parser (syntax only, no type information).
// Code quality rules live in .oxlintrc.json (oxlint, type-aware through tsgolint/TypeScript 7).
import babelParser from '@babel/eslint-parser';
import boundaries from 'eslint-plugin-boundaries';

/** Babel parses TypeScript syntax only: no config file, no transform, no type checking. */
const babel = (plugins) => ({
  requireConfigFile: false,
  babelOptions: { babelrc: false, configFile: false, parserOpts: { plugins } },
});

const layers = ['domain', 'commands', 'seed', 'projections', 'infra', 'api', 'workers', 'web', 'bench', 'e2e'];
const serverLayers = ['api', 'commands', 'seed', 'projections', 'infra', 'workers', 'bench', 'e2e'];
const storeDrivers = ['better-sqlite3', 'mongodb', 'mongodb/**', '@eventstore/db-client', '@eventstore/db-client/**'];

export default [
  { ignores: ['node_modules/**', 'web/dist/**', 'test-results/**', 'playwright-report/**', 'data/**', '.tmp/**'] },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parser: babelParser, parserOptions: babel(['typescript']) },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { boundaries },
    settings: {
      // oxc-resolver: relative imports, tsconfig.json "paths" (an @domain/* alias) and package.json
      // "imports" (#domain/*), without the TypeScript API.
      'import/resolver': { oxc: {} },
      'boundaries/elements': layers.map((type) => ({ type, pattern: `${type}/**`, partialMatch: false })),
      'boundaries/files': [
        { category: 'test', pattern: ['**/*.test.{ts,tsx}', 'domain/testing/**'] },
        { category: 'api-types', pattern: 'api/types.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkAllOrigins: true,
          policies: [
            {
              from: { element: { type: 'domain' } },
              disallow: { to: { element: { type: '!domain' } } },
              message: 'domain/ imports nothing outside domain/ (docs/architecture.md)',
            },
            {
              from: { element: { type: 'domain' } },
              disallow: { to: { module: { origin: ['external', 'core'] } } },
              message: 'domain/ is pure: no package and no Node built-in (docs/architecture.md)',
            },
            {
              // domain's own tests and test helpers may use the test runner.
              from: { element: { type: 'domain' }, file: { categories: 'test' } },
              allow: { to: { module: { origin: 'external', source: 'vitest' } } },
            },
            {
              from: { element: { type: 'web' } },
              disallow: { to: { element: { types: { anyOf: serverLayers } } } },
              message: 'web/ imports only domain/** and types from api/types.ts (docs/architecture.md)',
            },
            {
              from: { element: { type: 'web' } },
              allow: { to: { file: { categories: 'api-types' } }, dependency: { kind: 'type' } },
            },
            {
              from: { element: { type: 'projections' } },
              disallow: { to: { element: { type: 'workers' } } },
              message: 'projections/ must not import workers/',
            },
            {
              from: { element: { type: 'api' } },
              disallow: { to: { module: { origin: 'external', source: storeDrivers } } },
              message: 'api/ must not import a store driver: go through infra/ adapters',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.tsx'], languageOptions: { parserOptions: babel(['typescript', 'jsx']) } },
];
