// Runs one command on an order's stream: load, decide, append with the expected version (a lost race with another
// process reloads and decides again; in this process the stream's commands queue one after another). Other slices
// (reservation and fulfillment sagas, picking, manifests, returns) drive orders through this.
import { ErrorCode, type CommandResult, type OrderEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { executeCommand, type CommandOutcome } from '../../event-sourcing/execute-command';
import type { CommandDeps } from '../../persistence/tokens';
import { orderDecider, orderStream, type OrderCommand, type OrderState } from '../domain/order';

export type OrderOutcome = CommandOutcome<OrderEvent, OrderState>;

/** Rounds of executeCommand's own retries: sagas and scanners on several processes may race for one order. */
const ROUNDS = 5;

export async function runOrderCommand(
  deps: CommandDeps,
  orderId: string,
  command: OrderCommand,
  options: { causationId?: string } = {},
): Promise<OrderOutcome> {
  for (let round = 1; ; round++) {
    try {
      return await executeCommand(deps, orderStream(orderId), orderDecider, command, options);
    } catch (err) {
      if (!(err instanceof DomainError) || err.code !== ErrorCode.CONCURRENCY_CONFLICT || round >= ROUNDS) throw err;
      // A random pause takes the racing writers out of step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * round));
    }
  }
}

/** The answer of a command: the position to read the write at ("" when it changed nothing, e.g. a retry). */
export const orderResultOf = (orderId: string, outcome: OrderOutcome): CommandResult => ({
  id: orderId,
  position: outcome.position ?? '',
});
