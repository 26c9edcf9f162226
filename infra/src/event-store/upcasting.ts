import type { StoredEvent } from './port';

/** Turns an old payload of `type` at `fromVersion` into the next version's shape. */
export interface Upcaster {
  type: string;
  fromVersion: number;
  upcast(data: unknown): unknown;
}

/** Applies upcasters in a chain until no more apply; the stored row is never rewritten. */
export function createUpcast(upcasters: readonly Upcaster[]): (event: StoredEvent) => StoredEvent {
  const byKey = new Map(upcasters.map((u) => [`${u.type}@${u.fromVersion}`, u]));
  return (event) => {
    let current = event;
    for (;;) {
      const next = byKey.get(`${current.type}@${current.metadata.schemaVersion}`);
      if (!next) return current;
      current = {
        ...current,
        data: next.upcast(current.data),
        metadata: { ...current.metadata, schemaVersion: current.metadata.schemaVersion + 1 },
      };
    }
  };
}
