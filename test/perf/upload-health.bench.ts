// Hostile uploads against the built product on its embedded default (`npm start`): while the inbound wizard reads a
// workbook with values in column XFD on 5,000 rows, and then a 9 MB CSV cell, /api/health is asked every 20 ms; its
// answer times are the figures. Goal: no upload of at most 10 MB delays /api/health by more than 200 ms.
import { handMadeXlsx, inlineCell } from '../support/zip';
import { clientHeaders, signedInSession } from '../support/browser';
import { inboundCsv, TEMPLATE_HEADER } from '../support/inbound-files';
import { embeddedProduct } from './embedded-product';
import { percentile, type BenchRow } from './measure';

const HEALTH_EVERY_MS = 20;
const smoke = process.env.BENCH_SCALE === 'smoke';
const WIDE_ROWS = smoke ? 200 : 5_000;
const CELL_BYTES = (smoke ? 1 : 9) * 1024 * 1024;

async function healthWhile(url: string, work: Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  let done = false;
  void work.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
  }
  await work;
  return samples;
}

export async function benchUploadHealth(): Promise<Record<string, BenchRow>> {
  const product = await embeddedProduct();
  const headers = {
    ...(await clientHeaders(product.url)),
    Authorization: `JWT ${(await signedInSession(product.url, 'seller@demo.ledgerhouse.test')).access}`,
  };
  const upload = async (name: string, bytes: Buffer, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const res = await fetch(`${product.url}/api/inbound-shipments/lines-from-file`, { method: 'POST', headers, body: form });
    const body = await res.text();
    if (res.status !== 422) throw new Error(`${name}: expected 422, got ${res.status} ${body.slice(0, 200)}`);
    return body.length;
  };
  const wide = handMadeXlsx(
    Array.from({ length: WIDE_ROWS }, (_, i) => `<row r="${i + 1}">${inlineCell(`XFD${i + 1}`, 'x')}</row>`).join(''),
  );
  const huge = inboundCsv([TEMPLATE_HEADER, [`SKU-${'z'.repeat(CELL_BYTES)}`, 1, 'B1']]);
  const rows: Record<string, BenchRow> = {};
  for (const [label, name, bytes, type] of [
    [
      `XLSX with values in column XFD on ${WIDE_ROWS} rows`,
      'wide.xlsx',
      wide,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [`CSV with a ${CELL_BYTES / 1024 / 1024} MB cell`, 'huge.csv', huge, 'text/csv'],
  ] as const) {
    const started = performance.now();
    const health = (await healthWhile(product.url, upload(name, bytes, type))).sort((a, b) => a - b);
    const uploadMs = performance.now() - started;
    rows[`/api/health during an upload: ${label} (${Math.round(bytes.length / 1024)} KiB)`] = {
      opsPerSec: null,
      baselineOpsPerSec: null,
      ratio: null,
      p50Ms: percentile(health, 50),
      p99Ms: health.at(-1)!,
    };
    rows[`  ${name} itself until its 422`] = { opsPerSec: null, baselineOpsPerSec: null, ratio: null, p50Ms: uploadMs, p99Ms: null };
  }
  return rows;
}
