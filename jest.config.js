// One jest run, one project per test tier (STYLE.md: the tier is in the file name).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const base = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^@ledgerhouse/(contracts|infra|projections|services)$': '<rootDir>/$1/src' },
  testEnvironment: 'node',
  // No "soft" deletion of a finished file's globals: jest 30 wraps a data property's setter around Reflect.set on the
  // same property, which recurses without end once a library (Sentry's instrumentation) sets it again in the next file.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  rootDir: __dirname,
};
const ignore = ['/node_modules/', '/dist/'];
// The tiers on a real database: a generous timeout for tests and hooks (a cold PGlite start and argon2 sign-ups on 2 busy
// cores; a project's own `testTimeout` is ignored by jest, so test/support/slow-tier-timeout.ts sets it), one migrated
// PGlite dump per run, and an environment that closes what a file left open so jest exits after a failed set-up.
const slow = {
  testEnvironment: '<rootDir>/test/support/closing-environment.ts',
  setupFilesAfterEnv: ['<rootDir>/test/support/slow-tier-timeout.ts'],
  globalSetup: '<rootDir>/test/support/jest-global-setup.ts',
  globalTeardown: '<rootDir>/test/support/jest-global-teardown.ts',
};
module.exports = {
  // Longest files first, on a fresh clone too (its comment says why).
  testSequencer: '<rootDir>/test/support/slowest-first-sequencer.mjs',
  rootDir: __dirname,
  projects: [
    {
      ...base,
      displayName: 'unit',
      setupFilesAfterEnv: ['<rootDir>/test/support/unit-tier-timeout.ts'],
      testMatch: ['<rootDir>/**/*.unit.spec.ts'],
      testPathIgnorePatterns: ignore,
    },
    { ...base, ...slow, displayName: 'int', testMatch: ['<rootDir>/**/*.int.spec.ts'], testPathIgnorePatterns: ignore },
    { ...base, ...slow, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.e2e.spec.ts'], testPathIgnorePatterns: ignore },
    // Several processes of the built product, kill -9 mid-write, a fresh clone: a stage of its own in `npm test`.
    {
      ...base,
      ...slow,
      displayName: 'reliability',
      testMatch: ['<rootDir>/test/reliability/**/*.reliability.spec.ts'],
      testPathIgnorePatterns: ignore,
    },
    // `npm test`'s database stages run the int and e2e files a few to a jest file (test/support/test-bundles.mjs).
    ...(process.env.LH_TEST_BUNDLES
      ? [
          {
            ...base,
            ...slow,
            displayName: 'bundled',
            testMatch: ['<rootDir>/artifacts/test-bundles/**/*.bundle.cjs'],
            testPathIgnorePatterns: ['/node_modules/'],
          },
        ]
      : []),
    {
      ...base,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.browser.spec.ts'],
      testPathIgnorePatterns: ignore,
      globalSetup: '<rootDir>/test/support/browser-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/browser-global-teardown.ts',
    },
  ],
};
