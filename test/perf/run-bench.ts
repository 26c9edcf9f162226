// npm run bench [-- name ...]: every benchmark (or the named ones: event-store, catalog, inbound-upload, inbound-scan,
// order-placement, channel-sync, support-live, scale-out, browser-first-data, browser-actions, upload-health, statement-pdf,
// insights) in one run; tables on stdout, figures in test/perf/results/<name>.json.
import path from 'node:path';
import { benchBrowserActions } from './browser-actions.bench';
import { benchBrowserFirstData } from './browser-first-data.bench';
import { benchCatalog } from './catalog.bench';
import { benchChannelSync } from './channel-sync.bench';
import { benchScale } from './bench-scale';
import { benchEventStore } from './event-store.bench';
import { benchInsights } from './insights.bench';
import { benchInboundScan } from './inbound-scan.bench';
import { benchInboundUpload } from './inbound-upload.bench';
import { benchOrderPlacement } from './order-placement.bench';
import { benchScaleOut } from './scale-out.bench';
import { benchStatementPdf } from './statement-pdf.bench';
import { benchSupportLive } from './support-live.bench';
import { benchUploadHealth } from './upload-health.bench';
import { stopEmbeddedProduct } from './embedded-product';
import { printTable, writeResults } from './measure';

const BENCHES = [
  { name: 'event-store', title: 'Event store (PostgreSQL 127.0.0.1:5432)', run: benchEventStore },
  { name: 'catalog', title: 'Catalog (PostgreSQL read model and event store)', run: benchCatalog },
  { name: 'inbound-upload', title: 'Inbound upload (XLSX parse, SKU lookup in PostgreSQL)', run: benchInboundUpload },
  { name: 'inbound-scan', title: 'Inbound scanning (built product over HTTP, PostgreSQL)', run: benchInboundScan },
  {
    name: 'order-placement',
    title: 'Order placement to READY_FOR_FULFILLMENT (built product over HTTP, PostgreSQL)',
    run: benchOrderPlacement,
  },
  {
    name: 'channel-sync',
    title: 'Sales channels: stock push latency and order import (in-process, PostgreSQL, simulators)',
    run: benchChannelSync,
  },
  {
    name: 'support-live',
    title: 'Support live delivery: message post to the other side’s socket, 200 sockets on 2 built processes (PostgreSQL)',
    run: benchSupportLive,
  },
  {
    name: 'scale-out',
    title: 'Scale-out: autocannon against 1, then 3 API processes (+1 worker) of the built product on one PostgreSQL',
    run: benchScaleOut,
  },
  {
    name: 'browser-first-data',
    title: 'First data after login: navigation to the first row in Chromium (built product, embedded default, demo data)',
    run: benchBrowserFirstData,
  },
  {
    name: 'browser-actions',
    title: 'Actions a user feels: the committing click to the outcome on screen in Chromium (built product, embedded default)',
    run: benchBrowserActions,
  },
  {
    name: 'upload-health',
    title: 'Hostile inbound uploads: /api/health answer times while one is read (built product, embedded default)',
    run: benchUploadHealth,
  },
  {
    name: 'statement-pdf',
    title: 'Monthly statement PDF: 10,000 entries from the read model, checked, in Russian (PostgreSQL)',
    run: benchStatementPdf,
  },
  {
    name: 'insights',
    title:
      'Insights page queries, goal p95 < 50 ms each: one seller, 100 products, two years of history (about 200,000 events, PostgreSQL)',
    run: benchInsights,
  },
] as const;

async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !BENCHES.some((b) => b.name === name));
  if (unknown.length > 0) throw new Error(`no benchmark named ${unknown.join(', ')}; known: ${BENCHES.map((b) => b.name).join(', ')}`);
  const written: string[] = [];
  try {
    for (const bench of BENCHES.filter((b) => asked.length === 0 || asked.includes(b.name))) {
      const figures = await bench.run();
      printTable(bench.title, figures);
      const file = path.join(benchScale.resultsDir, `${bench.name}.json`);
      writeResults(file, figures);
      written.push(path.relative(process.cwd(), file));
    }
  } finally {
    await stopEmbeddedProduct();
  }
  process.stdout.write(`\nWritten: ${written.join(', ')}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
