// A warehouse manager takes an empty bin out of use. "Empty" is what the stock-by-bin read model says now: a placement
// still on its way into the read model is not seen (the inbound "place" command checks the bin is active first).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { locationDecider, locationStream } from '../domain/location';
import { unitsInBin } from '../queries/units-in-bin';

export class DeactivateLocation extends Command<CommandResult> {
  constructor(readonly code: string) {
    super();
  }
}

@CommandHandler(DeactivateLocation)
export class DeactivateLocationHandler implements ICommandHandler<DeactivateLocation, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({ code }: DeactivateLocation): Promise<CommandResult> {
    const units = await unitsInBin(this.db, code);
    const command = { type: 'DeactivateLocation' as const, code, unitsInBin: units, at: this.clock.now() };
    const outcome = await executeCommand(this.deps, locationStream(code), locationDecider, command);
    return { id: code, position: outcome.position ?? '' };
  }
}
