// Reads an uploaded sheet in a worker thread, so a hostile file costs that thread and never the event loop every
// request waits on (`/api/health` answers while it works): at most READERS at once per process, each with a heap cap
// and a time limit. A reader that runs out of either is SheetTooBig, like a file past the declared limits.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SheetRow } from './sheet-row';
import { SheetTooBig, type SheetLimits } from './sheet-limits';
import { InvalidSheet, type SheetKind } from './sheet-rows';

const READERS = 2;
const HEAP_MB = 256;
const TIME_LIMIT_MS = 20_000;

let running = 0;
const waiting: (() => void)[] = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= READERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** The built worker next to this file, or (tests and scripts running the sources) the TypeScript one through tsx. */
function startWorker(workerData: unknown): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 32 };
  const built = path.join(__dirname, 'sheet-rows.worker.js');
  if (existsSync(built)) return new Worker(built, { workerData, resourceLimits });
  const source = path.join(__dirname, 'sheet-rows.worker.ts');
  const boot = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(source)});`;
  return new Worker(boot, { eval: true, workerData, resourceLimits });
}

export function sheetRowsOffThread(bytes: Buffer, kind: SheetKind, limits: SheetLimits): Promise<SheetRow[]> {
  return turn(
    () =>
      new Promise<SheetRow[]>((resolve, reject) => {
        const copy = new Uint8Array(bytes);
        const worker = startWorker({ bytes: copy, kind, limits });
        const timer = setTimeout(() => {
          reject(new SheetTooBig(`not read within ${TIME_LIMIT_MS} ms`));
          void worker.terminate();
        }, TIME_LIMIT_MS);
        worker.once('message', (answer: { rows?: SheetRow[]; error?: { name: string; message: string } }) => {
          clearTimeout(timer);
          void worker.terminate();
          if (answer.rows) return resolve(answer.rows);
          const { name, message } = answer.error!;
          if (name === 'SheetTooBig') reject(new SheetTooBig(message));
          else if (name === 'InvalidSheet') reject(new InvalidSheet(message));
          else reject(new Error(`${name}: ${message}`));
        });
        worker.once('error', (err: Error & { code?: string }) => {
          clearTimeout(timer);
          reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new SheetTooBig('out of memory while reading') : err);
        });
      }),
  );
}
