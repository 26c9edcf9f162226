// Small measuring tools shared by the benchmarks: timed concurrent loops, percentiles, the table and its JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Throughput {
  ops: number;
  seconds: number;
  opsPerSec: number;
}

/** Runs `writers` loops for `durationMs`; each call of `op` returns how many operations it completed. */
export async function runFor(
  writers: number,
  durationMs: number,
  op: (writer: number, iteration: number) => Promise<number>,
): Promise<Throughput> {
  const started = performance.now();
  const deadline = started + durationMs;
  let ops = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let i = 0; performance.now() < deadline; i++) {
        // Not `ops += await op()`: that reads ops before the await and loses the other writers' counts.
        const done = await op(writer, i);
        ops += done;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ops, seconds, opsPerSec: ops / seconds };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export interface BenchRow {
  opsPerSec: number | null;
  baselineOpsPerSec: number | null;
  ratio: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  p95Ms?: number | null;
}

// The table and the JSON are written from this one list, so every figure printed is a figure in the file.
const COLUMNS = [
  { key: 'opsPerSec', title: 'ops/s', width: 10, digits: 0 },
  { key: 'baselineOpsPerSec', title: 'baseline/s', width: 12, digits: 0 },
  { key: 'ratio', title: 'ratio', width: 8, digits: 2 },
  { key: 'p50Ms', title: 'p50 ms', width: 9, digits: 1 },
  { key: 'p95Ms', title: 'p95 ms', width: 9, digits: 1 },
  { key: 'p99Ms', title: 'p99 ms', width: 9, digits: 1 },
] as const;

type Figures = Record<(typeof COLUMNS)[number]['key'], number | null>;

/** Every column of a row; a figure that is not a finite number (NaN from an empty sample) stops the bench. */
function figures(name: string, row: BenchRow): Figures {
  const out = {} as Figures;
  for (const { key } of COLUMNS) {
    const value = row[key] ?? null;
    if (value !== null && !Number.isFinite(value)) throw new Error(`bench "${name}": ${key} is ${value}, not a measured figure`);
    out[key] = value;
  }
  return out;
}

export function printTable(title: string, rows: Record<string, BenchRow>): void {
  process.stdout.write(`\n${title}\n`);
  process.stdout.write(`${'scenario'.padEnd(62)}${COLUMNS.map((c) => c.title.padStart(c.width)).join('')}\n`);
  for (const [name, row] of Object.entries(rows)) {
    const values = figures(name, row);
    process.stdout.write(
      `${name.padEnd(62)}${COLUMNS.map((c) => (values[c.key] === null ? '-' : values[c.key]!.toFixed(c.digits)).padStart(c.width)).join('')}\n`,
    );
  }
}

export function writeResults(file: string, rows: Record<string, BenchRow>): void {
  const out = Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, figures(name, row)]));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
}
