// Connector specs hold their simulator to the marketplace's models: each spec then fails on a request the model refuses
// or an answer it does not describe. Without the models (../shared absent) the spec runs unchecked and says so.
import type { RunningSimulator } from '@ledgerhouse/infra';
import { shopifyModelCheck } from './graphql-model-check';
import { MODEL_FOLDER, modelsPresent } from './model-folder';
import { restModelCheck, type ModelCheck } from './rest-model-check';

const unchecked = (): ModelCheck => ({ problems: [], held: new Set(), undescribed: new Set(), refusals: () => [], answered: () => {} });

let warned = false;

export function holdToModels(simulator: RunningSimulator): ModelCheck {
  if (!modelsPresent()) {
    if (!warned) console.warn(`Marketplace exchanges not held to the API models: none at ${MODEL_FOLDER}`);
    warned = true;
    return unchecked();
  }
  const check = simulator.marketplace === 'SHOPIFY' ? shopifyModelCheck() : restModelCheck(simulator.marketplace);
  simulator.holdTo(check);
  return check;
}

/**
 * Holds each simulator an app started in-process to the models (test/support/test-app.ts), quietly when the models are
 * absent; returns what the models found, each problem named by marketplace.
 */
export function holdAllToModels(simulators: Iterable<RunningSimulator>): () => string[] {
  if (!modelsPresent()) return () => [];
  const held = [...simulators].map((simulator) => ({ marketplace: simulator.marketplace, check: holdToModels(simulator) }));
  return () => held.flatMap(({ marketplace, check }) => check.problems.map((problem) => `${marketplace} ${problem}`));
}
