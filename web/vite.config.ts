import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

/** node_modules but the libraries only some pages load: charts (@ant-design/plots, @antv, d3), country names, Sentry. */
const VENDOR = /node_modules[\\/](?!@ant-design[\\/]plots|@antv|i18n-iso-countries|@sentry|d3-|lodash)/;

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@ledgerhouse/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      output: {
        // Modules run in source import order across chunks, so main.tsx's first import (zod without eval, for the CSP)
        // runs before any chunk builds a schema.
        strictExecutionOrder: true,
        // The libraries every page needs in one file: a first load fetches about 25 files instead of about 80, and
        // costs the browser about a tenth less CPU (docs/decisions/0047-web-first-load-without-runtime-styles.md). Charts, country names and
        // telemetry stay in chunks of their own, loaded by the pages that use them.
        codeSplitting: { groups: [{ name: 'vendor', test: VENDOR }] },
      },
    },
  },
  // The live support socket first: the dev server forwards its WebSocket upgrade, every other /api call as HTTP.
  server: {
    proxy: {
      '/api/support/live': { target: 'ws://127.0.0.1:3000', ws: true },
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
