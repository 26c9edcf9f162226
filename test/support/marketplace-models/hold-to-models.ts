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

/**
 * A fresh simulator for each test of the calling spec, held to the models; the test fails on any problem they found.
 * Read it inside tests: it is started in `beforeEach`.
 */
export function heldSimulatorPerTest<S extends RunningSimulator>(start: () => Promise<S>): () => S {
  let simulator: S | undefined;
  let check: ModelCheck | undefined;
  beforeEach(async () => {
    simulator = await start();
    check = holdToModels(simulator);
  });
  afterEach(async () => {
    await simulator?.close();
    expect(check?.problems).toEqual([]);
  });
  return () => {
    if (!simulator) throw new Error('heldSimulatorPerTest: the simulator starts in beforeEach');
    return simulator;
  };
}
