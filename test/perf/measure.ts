// Small measuring tools shared by the benchmarks: timed concurrent loops and percentiles.

export interface Throughput {
  ops: number;
  seconds: number;
  opsPerSec: number;
}

/** Runs `writers` loops for `durationMs`; each call of `op` returns how many operations it completed. */
export async function runFor(writers: number, durationMs: number, op: (writer: number, iteration: number) => Promise<number>): Promise<Throughput> {
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

export function printTable(title: string, rows: Record<string, BenchRow>): void {
  const fmt = (v: number | null, digits = 0) => (v === null ? '-' : v.toFixed(digits));
  process.stdout.write(`\n${title}\n`);
  process.stdout.write(`${'scenario'.padEnd(62)}${'ops/s'.padStart(10)}${'baseline/s'.padStart(12)}${'ratio'.padStart(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}\n`);
  for (const [name, r] of Object.entries(rows)) {
    process.stdout.write(
      `${name.padEnd(62)}${fmt(r.opsPerSec).padStart(10)}${fmt(r.baselineOpsPerSec).padStart(12)}${fmt(r.ratio, 2).padStart(8)}${fmt(r.p50Ms, 1).padStart(9)}${fmt(r.p95Ms ?? null, 1).padStart(9)}${fmt(r.p99Ms, 1).padStart(9)}\n`,
    );
  }
}
