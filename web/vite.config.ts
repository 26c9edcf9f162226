import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@ledgerhouse/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) },
  },
  // strictExecutionOrder: modules run in source import order across chunks, so main.tsx's first import (zod without
  // eval, for the CSP) runs before any chunk builds a schema.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000, rolldownOptions: { output: { strictExecutionOrder: true } } },
  // The live support socket first: the dev server forwards its WebSocket upgrade, every other /api call as HTTP.
  server: {
    proxy: {
      '/api/support/live': { target: 'ws://127.0.0.1:3000', ws: true },
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
