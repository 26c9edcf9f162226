// npm run docs:integration: writes docs/integration.md from the contracts (test/docs-integration.unit.spec.ts fails
// when the committed file differs).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { INTEGRATION_DOCS_PATH, integrationDocsMarkdown } from './integration-docs-markdown';

async function main(): Promise<void> {
  const target = path.resolve(__dirname, '../../..', INTEGRATION_DOCS_PATH);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, await integrationDocsMarkdown());
  process.stdout.write(`wrote ${INTEGRATION_DOCS_PATH}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
