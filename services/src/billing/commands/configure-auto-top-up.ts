// Auto top-up settings: enabling needs a linked card (CARD_REQUIRED); amounts are validated by the contract.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AutoTopUpBody, CommandResult } from '@ledgerhouse/contracts';
import type { Clock, EventStore } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, EVENT_STORE, type CommandDeps } from '../../persistence/tokens';
import { cardsStream, foldCards, primaryCard } from '../domain/cards';
import { walletDecider, walletStream } from '../domain/wallet';

export class ConfigureAutoTopUp extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly settings: AutoTopUpBody,
  ) {
    super();
  }
}

@CommandHandler(ConfigureAutoTopUp)
export class ConfigureAutoTopUpHandler implements ICommandHandler<ConfigureAutoTopUp, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, settings }: ConfigureAutoTopUp): Promise<CommandResult> {
    const hasCard = primaryCard(foldCards(await this.store.readStream(cardsStream(userId)))) !== null;
    const outcome = await executeCommand(this.deps, walletStream(userId), walletDecider, {
      type: 'ConfigureAutoTopUp',
      settings,
      hasCard,
      at: this.clock.now(),
    });
    return { id: userId, position: outcome.position ?? '' };
  }
}
