// The end of a product's inventory stream a reorder-point look needs (domain/stock-look.ts `coversLook`), read
// backwards in growing steps: a look costs about the pace window's events, not the product's whole history.
import type { EventStore, StoredEvent } from '@ledgerhouse/infra';
import { coversLook } from '../domain/stock-look';

const FIRST_STEP = 64;

/** The stream's events up to and including `version`, from far enough back for a window starting at `since`. */
export async function lookTail(store: EventStore, streamId: string, version: number, since: number): Promise<StoredEvent[]> {
  for (let step = FIRST_STEP; ; step *= 4) {
    const afterVersion = Math.max(0, version - step);
    const tail = (await store.readStream(streamId, { afterVersion })).filter((e) => e.version <= version);
    if (afterVersion === 0 || coversLook(tail, since)) return tail;
  }
}
