// Heavy SDKs that only some configurations use (Stripe, EasyPost, S3, KurrentDB) load on first use, not when infra
// loads: loading them was a large share of every process's start, and of every test file's.

/** `load` runs once, on the first call; later calls answer what it returned. */
export function onFirstUse<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => (loaded ??= { value: load() }).value;
}

/** A CommonJS module's default export, as `import x from` reads it: its `default` when it has one, else the module. */
export function defaultExport<T>(module: unknown): T {
  const withDefault = module as { default?: T };
  return withDefault.default ?? (module as T);
}
