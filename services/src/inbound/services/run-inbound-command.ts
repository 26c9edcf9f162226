// Runs one command on a shipment's stream: load, decide, append with the expected version (a lost race with another
// process reloads and decides again; in this process the stream's commands queue one after another).
import { ErrorCode, type CommandResult, type InboundEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { executeCommand, type CommandOutcome } from '../../event-sourcing/execute-command';
import type { CommandDeps } from '../../persistence/tokens';
import { inboundShipmentDecider, inboundShipmentStream, type InboundCommand, type InboundState } from '../domain/inbound-shipment';

export type InboundOutcome = CommandOutcome<InboundEvent, InboundState>;

/** Rounds of executeCommand's own retries: scanners on several processes may keep racing for one shipment. */
const ROUNDS = 5;

export async function runInboundCommand(deps: CommandDeps, shipmentId: string, command: InboundCommand): Promise<InboundOutcome> {
  for (let round = 1; ; round++) {
    try {
      return await executeCommand(deps, inboundShipmentStream(shipmentId), inboundShipmentDecider, command);
    } catch (err) {
      if (!(err instanceof DomainError) || err.code !== ErrorCode.CONCURRENCY_CONFLICT || round >= ROUNDS) throw err;
      // A random pause takes the racing writers out of step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * round));
    }
  }
}

/** The answer of a command: the position to read the write at ("" when it changed nothing). */
export const resultOf = (shipmentId: string, outcome: InboundOutcome): CommandResult => ({
  id: shipmentId,
  position: outcome.position ?? '',
});

/** A retried scan or placement changed nothing: it answers the stream's last position, which holds its first run. */
export async function positionOf(deps: CommandDeps, shipmentId: string, outcome: InboundOutcome): Promise<string> {
  if (outcome.position) return outcome.position;
  const events = await deps.store.readStream(inboundShipmentStream(shipmentId), { afterVersion: Math.max(0, outcome.version - 1) });
  return events.at(-1)?.position ?? '';
}
