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
  rootDir: __dirname,
};
const ignore = ['/node_modules/', '/dist/'];
// Hang guards, not speed goals: a real database and argon2 sign-ups on 2 shared cores need more than jest's 5 s.
const slow = { testTimeout: 30_000 };
module.exports = {
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/**/*.unit.spec.ts'], testPathIgnorePatterns: ignore },
    { ...base, ...slow, displayName: 'int', testMatch: ['<rootDir>/**/*.int.spec.ts'], testPathIgnorePatterns: ignore },
    { ...base, ...slow, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.e2e.spec.ts'], testPathIgnorePatterns: ignore },
    { ...base, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.browser.spec.ts'], testPathIgnorePatterns: ignore },
  ],
};
