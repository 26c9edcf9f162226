// The orders context's door for manifests (a command file without its handler, like billing's SpendFromWallet): put a
// packed order on a manifest, take it off, hand it to the carrier when the manifest closes (→ PROCESSED). Each is
// idempotent: asked again it changes nothing and answers position "".
import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';

export class AddOrderToManifest extends Command<CommandResult> {
  constructor(
    readonly orderId: string,
    readonly manifestId: string,
  ) {
    super();
  }
}

export class RemoveOrderFromManifest extends Command<CommandResult> {
  constructor(
    readonly orderId: string,
    readonly manifestId: string,
  ) {
    super();
  }
}

export class HandOverOrder extends Command<CommandResult> {
  constructor(
    readonly orderId: string,
    readonly manifestId: string,
  ) {
    super();
  }
}
