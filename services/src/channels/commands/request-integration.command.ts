import { Command } from '@nestjs/cqrs';
import type { CommandResult, RequestIntegrationBody } from '@ledgerhouse/contracts';

export class RequestIntegration extends Command<CommandResult> {
  constructor(
    readonly requestId: string,
    readonly body: RequestIntegrationBody,
  ) {
    super();
  }
}
