// Lint: typescript-eslint everywhere; bounded contexts may not import each other's internals.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';

const contexts = ['identity', 'catalog', 'inbound', 'forwarding', 'orders', 'billing', 'channels', 'support', 'warehouse'];
const contextZones = contexts.map((context) => ({
  target: `./services/src/${context}`,
  from: contexts.filter((c) => c !== context).map((c) => `./services/src/${c}`),
  message: 'A context talks to another through contracts, events and commands, never its internals.',
}));
const featureAreas = ['sales-channels', 'auth', 'profile', 'products', 'orders', 'shipments', 'payments', 'support', 'admin'];
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
    languageOptions: { globals: { process: 'readonly', console: 'readonly', __dirname: 'readonly', require: 'readonly', module: 'writable' } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...contextZones, ...featureZones] }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
);
