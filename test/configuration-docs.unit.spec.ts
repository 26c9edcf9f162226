// docs/configuration.md names every environment variable the config schema reads, so the page stays complete.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const configFolder = path.join(root, 'services', 'src', 'config');
const page = readFileSync(path.join(root, 'docs', 'configuration.md'), 'utf8');

/** The schema's keys are the variables' names: upper-case properties of the zod objects in `*.schema.ts`. */
function schemaVariables(): string[] {
  const names = readdirSync(configFolder)
    .filter((file) => file.endsWith('.schema.ts'))
    .flatMap((file) => [...readFileSync(path.join(configFolder, file), 'utf8').matchAll(/^\s+([A-Z][A-Z0-9_]*[A-Z0-9]):\s/gm)])
    .map((match) => match[1]);
  return [...new Set(names)].sort();
}

describe('docs/configuration.md', () => {
  const variables = schemaVariables();

  it('finds the variables in the schema', () => {
    expect(variables).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'ROLE', 'KAFKA_BROKERS', 'S3_BUCKET', 'WAREHOUSE_CITY']));
    expect(variables.length).toBeGreaterThan(60);
  });

  it('names every variable in backticks', () => {
    expect(variables.filter((name) => !page.includes(`\`${name}\``))).toEqual([]);
  });
});
