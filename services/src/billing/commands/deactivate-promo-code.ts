// Staff deactivate a promo code: it can no longer be redeemed.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { promoCodeDecider, promoCodeStream } from '../domain/promo-code';

export class DeactivatePromoCode extends Command<CommandResult> {
  constructor(readonly promoCodeId: string) {
    super();
  }
}

@CommandHandler(DeactivatePromoCode)
export class DeactivatePromoCodeHandler implements ICommandHandler<DeactivatePromoCode, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ promoCodeId }: DeactivatePromoCode): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, promoCodeStream(promoCodeId), promoCodeDecider, {
      type: 'Deactivate',
      at: this.clock.now(),
    });
    return { id: promoCodeId, position: outcome.position ?? '' };
  }
}
