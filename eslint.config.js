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

const layers = ['app', 'api', 'commands', 'projections', 'domain', 'infra', 'workers', 'documents', 'web', 'seed', 'bench', 'e2e'];
/** The layers that run on the server only: all but the web client and the domain (which both of them run). */
const serverLayers = layers.filter((layer) => !['web', 'domain'].includes(layer));
const storeDrivers = ['better-sqlite3', 'mongodb', 'mongodb/**', '@eventstore/db-client', '@eventstore/db-client/**'];
const serverClients = [...storeDrivers, 'ioredis', 'bullmq'];

/**
 * What each layer's code may import of the others; its tests, test helpers and contract suites may import any server
 * layer, and bench/ and e2e/ anything. infra/ implements the ports (the 'port' files) and imports nothing else of the
 * layers above it; api/ imports only types of infra/ (and its upload area); app/, the composition root, wires them all.
 */
const mayImport = {
  documents: ['documents', 'domain'],
  commands: ['commands', 'domain'],
  projections: ['projections', 'commands', 'domain'],
  workers: ['workers', 'documents', 'projections', 'commands', 'domain'],
  seed: ['seed', 'documents', 'projections', 'commands', 'domain'],
  api: ['api', 'workers', 'documents', 'projections', 'commands', 'domain', 'infra'],
  infra: ['infra', 'domain'],
  app: ['domain', ...serverLayers.filter((layer) => !['bench', 'e2e'].includes(layer))],
};

export default [
  { ignores: ['node_modules/**', 'web/dist/**', 'server-dist/**', 'test-results/**', 'playwright-report/**', 'data/**', '.tmp/**'] },
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
        { category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/testing/**', '**/*.contract.ts'] },
        { category: 'api-types', pattern: 'api/types.ts' },
        // Who may do what, judged by the server alone (docs/permissions.md).
        { category: 'policy', pattern: ['domain/**/permissions.ts', 'domain/users/actorAbilities.ts'] },
        {
          // The ports the adapters of infra/ implement (docs/architecture.md, "Ports").
          category: 'port',
          pattern: [
            'commands/eventStore.ts',
            'commands/fileStore.ts',
            'commands/auth/ports.ts',
            'commands/context.ts',
            'projections/docStore.ts',
            'projections/peers.ts',
            'workers/jobs.ts',
          ],
        },
      ],
    },
    rules: {
      // The last policy that matches a dependency decides it.
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkAllOrigins: true,
          policies: [
            ...Object.entries(mayImport).map(([layer, allowed]) => ({
              from: { element: { type: layer } },
              disallow: { to: { element: { types: { noneOf: allowed } } } },
              message: `${layer}/ imports only ${allowed.join(', ')} (docs/architecture.md, "Imports go one way")`,
            })),
            {
              from: { element: { type: 'infra' } },
              allow: { to: { file: { categories: 'port' } } },
            },
            {
              from: { element: { type: 'documents' } },
              allow: { to: { file: { categories: 'port' } }, dependency: { kind: 'type' } },
            },
            {
              // api/ names the adapters' types (Config, the token signer) and receives uploads in their area; the
              // composition root (app/) opens the adapters.
              from: { element: { type: 'api' } },
              disallow: { to: { element: { type: 'infra' } }, dependency: { kind: 'value' } },
              message: 'api/ takes its adapters from the composition root (app/): from infra/ it imports types only',
            },
            {
              from: { element: { type: 'api' } },
              allow: { to: { file: { path: 'infra/filestore/uploadArea.ts' } } },
            },
            {
              // The leases tell a runner gone from one whose process still runs on this host.
              from: { element: { type: 'projections' } },
              allow: { to: { file: { path: 'infra/processes.ts' } } },
            },
            {
              from: { element: { types: { noneOf: ['app', 'bench', 'e2e'] } } },
              disallow: { to: { element: { type: 'app' } } },
              message: 'Nothing imports the composition root (app/) but its own entry points, the tests and the benches',
            },
            {
              from: { element: { types: { noneOf: ['infra', 'bench'] } } },
              disallow: { to: { module: { origin: 'external', source: serverClients } }, dependency: { kind: 'value' } },
              message: 'Only the adapters of infra/ use a store or Redis client',
            },
            {
              from: { element: { types: { noneOf: ['app', 'infra'] } } },
              disallow: { to: { module: { origin: 'core', source: ['node:cluster', 'cluster'] } } },
              message: 'Only the composition root (app/) and infra/cluster/ deal with the processes of a cluster',
            },
            {
              from: { element: { types: { noneOf: ['bench', 'e2e'] } } },
              disallow: { to: { file: { categories: 'test' } } },
              message: 'Only tests and benches import test helpers and contract suites',
            },
            {
              from: { file: { categories: 'test' } },
              allow: { to: { file: { categories: 'test' } } },
            },
            {
              // Tests, their helpers and contract suites run any server layer (a test server, real adapters, clients).
              from: { element: { types: { anyOf: serverLayers } }, file: { categories: 'test' } },
              allow: { to: [{ element: { types: { anyOf: ['domain', ...serverLayers] } } }, { module: { origin: ['external', 'core'] } }] },
            },
            {
              from: { element: { type: 'api' } },
              disallow: { to: { module: { origin: 'external', source: storeDrivers } } },
              message: 'api/ must not import a store driver: go through infra/ adapters',
            },
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
              // The server judges who may do what and sends it as abilities (docs/permissions.md): the client shows them.
              from: { element: { type: 'web' } },
              disallow: { to: { file: { categories: 'policy' } }, dependency: { kind: 'value' } },
              message: 'web/ never judges a permission: it shows the abilities the server sends (docs/permissions.md)',
            },
            {
              // Its tests build the abilities a session would carry.
              from: { element: { type: 'web' }, file: { categories: 'test' } },
              allow: { to: { file: { categories: 'policy' } } },
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.tsx'], languageOptions: { parserOptions: babel(['typescript', 'jsx']) } },
];
