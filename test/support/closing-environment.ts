// The int and e2e test environment: Node's, plus closing what the file left open (test/support/open-resources.ts)
// once its last afterAll has run, so a failed set-up cannot keep jest running after the results.
import { TestEnvironment } from 'jest-environment-node';
import type { Circus } from '@jest/types';

export default class ClosingEnvironment extends TestEnvironment {
  async handleTestEvent(event: Circus.Event): Promise<void> {
    if (event.name !== 'run_finish') return;
    const closeLeftovers = (this.global as unknown as Record<symbol, (() => Promise<void>) | undefined>)[
      Symbol.for('ledgerhouse.closeLeftovers')
    ];
    await closeLeftovers?.();
  }
}
