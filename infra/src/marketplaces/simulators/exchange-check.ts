// A simulator can be held to the marketplace's published API model: tests plug in a check that reads the model (it is
// never in the product), the simulator refuses what the model refuses, and every answer is shown to the check.
import type { SimulatorRequest, SimulatorResponse } from './json-http-server';

export interface ExchangeCheck {
  /** What the model finds wrong with this request; empty when it conforms. */
  refusals(request: SimulatorRequest): string[];
  /** Sees each answer as sent (body as text, empty when none). */
  answered(request: SimulatorRequest, answer: { status: number; contentType: string; body: string }): void;
}

/** The marketplace's documented error answer to a request its model refuses. */
export type Refusal = (problems: string[]) => SimulatorResponse;
