// The marketplaces' official API descriptions live outside the repository, in ../shared/marketplace-models (never copied
// in). Tests that hold requests and answers to them skip, saying why, where that folder is absent.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

export const MODEL_FOLDER = path.resolve(repoRoot, '..', 'shared', 'marketplace-models');

export const modelsPresent = (): boolean => existsSync(path.join(MODEL_FOLDER, 'SOURCES.md'));

/** A describe that runs only when the models are there; otherwise skipped with the reason printed once. */
export function describeWithModels(name: string, body: () => void): void {
  if (modelsPresent()) {
    describe(name, body);
    return;
  }
  console.warn(`Skipping "${name}": the marketplace API models are not at ${MODEL_FOLDER}`);
  describe.skip(`${name} (skipped: no marketplace API models at ${MODEL_FOLDER})`, body);
}

const cache = new Map<string, unknown>();

/** A model file parsed (JSON or YAML), read once per test file. */
export function readModel(file: string): unknown {
  const cached = cache.get(file);
  if (cached) return cached;
  const text = readFileSync(path.join(MODEL_FOLDER, file), 'utf8');
  const parsed: unknown = file.endsWith('.json') ? JSON.parse(text) : load(text);
  cache.set(file, parsed);
  return parsed;
}

export function readModelText(file: string): string {
  return readFileSync(path.join(MODEL_FOLDER, file), 'utf8');
}
