// The inbound context asks for free receiving time when it bills receiving (a command file without its handler: billing's
// door for the inbound-payment saga): the plan's minutes per period, once per document.
import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '@ledgerhouse/infra';

export interface FreeReceivingOutcome {
  /** Minutes covered by the plan; the rest of the receiving time is billed by the caller. */
  freeMinutes: number;
  remainingMinutes: number;
  position: GlobalPosition | null;
}

export class UseFreeReceivingTime extends Command<FreeReceivingOutcome> {
  constructor(
    readonly userId: string,
    readonly minutes: number,
    /** The inbound shipment (or receiving session) the time was spent on: asking again grants nothing more and answers the first grant. */
    readonly documentId: string,
  ) {
    super();
  }
}
