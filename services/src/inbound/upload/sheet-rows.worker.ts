// Runs in a worker thread (sheet-rows-off-thread.ts): reads one uploaded sheet and posts its rows, or the error's name
// and message. Nothing else: no app, no database.
import { parentPort, workerData } from 'node:worker_threads';
import type { SheetLimits } from './sheet-limits';
import { sheetRows, type SheetKind } from './sheet-rows';

const { bytes, kind, limits } = workerData as { bytes: Uint8Array; kind: SheetKind; limits: SheetLimits };
sheetRows(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), kind, limits).then(
  (rows) => parentPort!.postMessage({ rows }),
  (err: Error) => parentPort!.postMessage({ error: { name: err.name, message: err.message } }),
);
