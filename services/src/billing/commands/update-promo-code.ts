// Staff edit a promo code's terms.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, UpdatePromoCodeBody } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { promoCodeDecider, promoCodeStream } from '../domain/promo-code';

export class UpdatePromoCode extends Command<CommandResult> {
  constructor(
    readonly promoCodeId: string,
    readonly body: UpdatePromoCodeBody,
  ) {
    super();
  }
}

@CommandHandler(UpdatePromoCode)
export class UpdatePromoCodeHandler implements ICommandHandler<UpdatePromoCode, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ promoCodeId, body }: UpdatePromoCode): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, promoCodeStream(promoCodeId), promoCodeDecider, {
      type: 'Update',
      changes: body,
      at: this.clock.now(),
    });
    return { id: promoCodeId, position: outcome.position ?? '' };
  }
}
