// The orders context's door for the channel tracking saga and pusher (a command file without its handler): how the
// registration of a channel order's shipment on its marketplace stands.
import { Command } from '@nestjs/cqrs';
import type { CommandResult, OrderRegistration } from '@ledgerhouse/contracts';

/** PENDING once handed over, then SUCCESS or FAILED from the marketplace; the registration it already has records nothing. */
export class RecordRegistration extends Command<CommandResult> {
  constructor(
    readonly orderId: string,
    readonly registration: OrderRegistration,
    /** The marketplace's answer to a FAILED push. */
    readonly message: string | null = null,
  ) {
    super();
  }
}
