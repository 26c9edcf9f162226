// The bench's table and its JSON file: the same figures, and no empty sample passed off as a figure.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printTable, writeResults, type BenchRow } from './measure';

const lag: BenchRow = { opsPerSec: 1964.2, baselineOpsPerSec: null, ratio: null, p50Ms: 3.25, p95Ms: 12.5, p99Ms: 24.7 };

function printed(rows: Record<string, BenchRow>): string {
  const chunks: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => chunks.push(String(chunk)) > 0);
  try {
    printTable('Event store', rows);
  } finally {
    write.mockRestore();
  }
  return chunks.join('');
}

describe('bench results', () => {
  it('writes every figure the table prints, p50, p95 and p99 of subscriber lag included', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'lh-bench-')), 'event-store.json');
    const table = printed({ 'subscriber lag, 8 writers': lag });
    writeResults(file, { 'subscriber lag, 8 writers': lag });
    const json = JSON.parse(readFileSync(file, 'utf8'))['subscriber lag, 8 writers'];
    expect(json).toEqual({ opsPerSec: 1964.2, baselineOpsPerSec: null, ratio: null, p50Ms: 3.25, p95Ms: 12.5, p99Ms: 24.7 });
    const row = table.split('\n').find((line) => line.startsWith('subscriber lag'))!;
    expect(row.slice(62).trim().split(/\s+/)).toEqual(['1964', '-', '-', '3.3', '12.5', '24.7']);
  });

  it('refuses to print or write a figure from an empty sample instead of leaving null in the file', () => {
    const empty = { ...lag, p50Ms: NaN, p99Ms: NaN };
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'lh-bench-')), 'event-store.json');
    expect(() => writeResults(file, { 'subscriber lag, 8 writers': empty })).toThrow(
      'bench "subscriber lag, 8 writers": p50Ms is NaN, not a measured figure',
    );
    expect(() => printed({ 'subscriber lag, 8 writers': empty })).toThrow('p50Ms is NaN');
  });
});
