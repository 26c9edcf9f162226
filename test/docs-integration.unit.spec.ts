// docs/integration.md is generated from the contracts; a change to a public event, topic or webhook route without
// regenerating it fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INTEGRATION_EVENTS, ORDER_COMMANDS } from '@ledgerhouse/contracts';
import { INTEGRATION_DOCS_COMMAND, INTEGRATION_DOCS_PATH, integrationDocsMarkdown } from '../services/src/cli/integration-docs-markdown';

const committedPath = path.resolve(__dirname, '..', INTEGRATION_DOCS_PATH);

describe('docs/integration.md', () => {
  it('is what the contracts generate', async () => {
    const generated = await integrationDocsMarkdown();
    const committed = readFileSync(committedPath, 'utf8');
    if (committed !== generated) throw new Error(`${INTEGRATION_DOCS_PATH} is stale: run \`${INTEGRATION_DOCS_COMMAND}\` and commit it`);
  });

  it('documents every event type, the order-command topics and the agreed headers, and is the same on every run', async () => {
    const generated = await integrationDocsMarkdown();
    for (const { type } of INTEGRATION_EVENTS) expect(generated).toContain(`### ${type}\n`);
    for (const name of [ORDER_COMMANDS.topic, ORDER_COMMANDS.deadLetterTopic, 'ce_correlationid', 'ce_sellerid', 'webhook-signature'])
      expect(generated).toContain(name);
    expect(await integrationDocsMarkdown()).toBe(generated);
  });
});
