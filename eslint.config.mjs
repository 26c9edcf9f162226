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
];
const contextZones = contexts.map((context) => ({
  target: `./services/src/${context}`,
  from: contexts.filter((c) => c !== context).map((c) => `./services/src/${c}`),
  // A command or query file without its handler is a context's public door (docs/architecture.md: billing's SpendFromWallet,
  // catalog's FindOwnProductsBySku, locations' IsActiveLocation).
  except: [
    './commands/spend-from-wallet.command.ts',
    './queries/find-own-products-by-sku.query.ts',
    './queries/plan-reservation.query.ts',
    './queries/is-active-location.query.ts',
    './queries/authenticate-access-token.query.ts',
    './picking/commands/manifest-order.command.ts',
    './commands/place-channel-order.command.ts',
    './commands/place-order.command.ts',
    // IntegrationModule's one export: the stored-event → public-event translation the Kafka relay and webhooks share.
    './integration-events.ts',
    './integration.module.ts',
  ],
  message: 'A context talks to another through contracts, events and commands, never its internals.',
}));
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
      'import/no-restricted-paths': ['error', { zones: [...contextZones, ...featureZones] }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
);
