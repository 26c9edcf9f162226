import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { integrationRequestDecider, integrationRequestStream } from '../domain/integration-request';
import { RequestIntegration } from './request-integration.command';

@CommandHandler(RequestIntegration)
export class RequestIntegrationHandler implements ICommandHandler<RequestIntegration, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ requestId, sellerId, body }: RequestIntegration): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, integrationRequestStream(requestId), integrationRequestDecider, {
      requestId,
      sellerId,
      marketplace: body.marketplace,
      website: body.website || null,
      contactEmail: body.contactEmail,
      comment: body.comment || null,
      requestedAt: this.clock.now(),
    });
    return { id: requestId, position: outcome.position ?? '' };
  }
}
