// Lint: typescript-eslint everywhere; bounded contexts may not import each other's internals.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';

const contexts = [
  'identity',
  'catalog',
  'inbound',
  'forwarding',
  'orders',
  'billing',
  'channels',
  'support',
  'warehouse',
  'locations',
  'manifests',
  'integration',
  'webhooks',
  'statements',
  'floor-metrics',
  'insights',
];
const contextZones = contexts.map((context) => ({
  target: `./services/src/${context}`,
  from: contexts.filter((c) => c !== context).map((c) => `./services/src/${c}`),
  // A command or query file without its handler is a context's public door (docs/architecture.md: billing's SpendFromWallet,
  // catalog's FindOwnProductsBySku, locations' IsActiveLocation). Each path is relative to the context that owns it.
  except: [
    // billing
    './commands/spend-from-wallet.command.ts',
    './commands/refund-spending.command.ts',
    './commands/ensure-funds.command.ts',
    './commands/use-free-receiving-time.command.ts',
    // catalog
    './queries/find-own-products-by-sku.query.ts',
    './queries/plan-reservation.query.ts',
    './commands/set-listings.command.ts',
    './queries/get-product-listings.query.ts',
    './commands/revise-expected-delivery.command.ts',
    './commands/receive-delivery.command.ts',
    './commands/reserve-stock.command.ts',
    './commands/release-reservation.command.ts',
    './commands/fulfil-reservation.command.ts',
    './queries/get-free-stock.query.ts',
    // locations
    './queries/is-active-location.query.ts',
    // identity
    './queries/authenticate-access-token.query.ts',
    // orders
    './picking/commands/manifest-order.command.ts',
    './commands/place-channel-order.command.ts',
    './commands/place-order.command.ts',
    './commands/record-registration.command.ts',
    './queries/get-channel-shipment.query.ts',
    // integration: IntegrationModule's one export, the stored-event → public-event translation the Kafka relay and webhooks share.
    './integration-events.ts',
    './integration.module.ts',
  ],
  message: 'A context talks to another through contracts, events and commands, never its internals.',
}));
// The saga runtime (runner, Saga interface, tables, the module that registers every saga) is no context: it may import a
// context's sagas (its sagas/ folder, a *.saga.ts) and modules to register them, nothing else of it.
const sagaRuntimeZone = {
  target: './services/src/sagas',
  from: contexts.map((c) => `./services/src/${c}/**`),
  except: ['**/sagas/**', '**/*.saga.ts', '**/*.module.ts'],
  message: "The saga runtime registers contexts' sagas and modules; it never reaches into their internals.",
};
// Every folder under web/src/features is an area, so a new one is fenced the day it appears.
const featureAreas = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = featureAreas.map((area) => ({
  target: `./web/src/features/${area}`,
  from: featureAreas.filter((a) => a !== area).map((a) => `./web/src/features/${a}`),
  message: 'Features do not import each other; move what two areas share into web/src/shared.',
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'artifacts/**', 'coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    languageOptions: {
      globals: {
        ...Object.fromEntries(
          ['process', 'console', '__dirname', 'require', 'URL', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'].map(
            (name) => [name, 'readonly'],
          ),
        ),
        module: 'writable',
      },
    },
    // Without the TypeScript resolver no import resolves, and the zones below match nothing. web's tsconfig and
    // tsconfig.scripts.json map @ledgerhouse/* to the workspaces' sources, so lint works before anything is built.
    settings: {
      'import/resolver': {
        typescript: { project: ['./web/tsconfig.json', './tsconfig.scripts.json'], noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      'import/no-unresolved': 'error',
      'import/no-restricted-paths': ['error', { zones: [...contextZones, sagaRuntimeZone, ...featureZones] }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
);
