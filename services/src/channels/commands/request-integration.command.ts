import { Command } from '@nestjs/cqrs';
import type { CommandResult, RequestIntegrationBody } from '@ledgerhouse/contracts';

export class RequestIntegration extends Command<CommandResult> {
  constructor(
    readonly requestId: string,
    /** The seller the request belongs to (the acting user; under impersonation, the seller). */
    readonly sellerId: string,
    readonly body: RequestIntegrationBody,
  ) {
    super();
  }
}
