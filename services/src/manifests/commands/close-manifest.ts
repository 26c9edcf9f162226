// Close a manifest: the carrier's scan form for its labels (one form per manifest: the manifest id is the carrier's
// idempotency key, so a retried close never makes a second one), the PDF stored, ManifestClosed recorded with its file,
// then every order handed over (→ PROCESSED). A close asked again on a CLOSED manifest resumes the hand-over (each order
// once), so a crash midway is finished by the retry.
import { Readable } from 'node:stream';
import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type CommandResult } from '@ledgerhouse/contracts';
import { isCarrierError, type CarrierPort, type Clock, type FileStorage, type GlobalPosition } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { loadState } from '../../event-sourcing/load-state';
import { FILE_STORAGE } from '../../files/file-storage.provider';
import { HandOverOrder } from '../../orders/picking/commands/manifest-order.command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { CARRIER } from '../../shipping/shipping.tokens';
import { manifestDecider, manifestStream, type ManifestState } from '../domain/manifest';
import { latest, ManifestOrders } from '../services/manifest-orders';

export type CloseManifestResult = { id: string; scanFormFileId: string; position: string };

export class CloseManifest extends Command<CloseManifestResult> {
  constructor(
    readonly manifestId: string,
    /** Who closes it: the scan form file's owner. */
    readonly userId: string,
  ) {
    super();
  }
}

@CommandHandler(CloseManifest)
export class CloseManifestHandler implements ICommandHandler<CloseManifest, CloseManifestResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CARRIER) private readonly carrier: CarrierPort,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly orders: ManifestOrders,
    private readonly commands: CommandBus,
  ) {}

  async execute({ manifestId, userId }: CloseManifest): Promise<CloseManifestResult> {
    let state = await loadState(this.deps.store, manifestStream(manifestId), manifestDecider);
    if (state.status === null) throw new DomainError(ErrorCode.MANIFEST_NOT_FOUND);
    let position: GlobalPosition | null = null;
    if (state.status === 'OPEN') ({ state, position } = await this.close(manifestId, state, userId));
    for (const orderId of state.orderIds) {
      position = latest(position, await this.commands.execute<HandOverOrder, CommandResult>(new HandOverOrder(orderId, manifestId)));
    }
    return { id: manifestId, scanFormFileId: state.scanFormFileId ?? '', position: position ?? '' };
  }

  private async close(manifestId: string, open: ManifestState, userId: string) {
    if (open.orderIds.length === 0) throw new DomainError(ErrorCode.MANIFEST_EMPTY);
    const labels = await this.orders.labelsOf(open.orderIds);
    const labelIds = labels.flatMap((o) => (o.label?.carrierLabelId ? [o.label.carrierLabelId] : []));
    const form = await this.carrier
      .scanForm({ carrier: open.carrier ?? '', labelIds, idempotencyKey: `manifest-${manifestId}` })
      .catch((err: unknown) => {
        if (isCarrierError(err)) throw new DomainError(ErrorCode.MANIFEST_SCAN_FORM_FAILED, { reason: err.code });
        throw err;
      });
    const file = await this.storage.put(Readable.from([form.pdf]), {
      name: `${open.number ?? manifestId}-scan-form.pdf`,
      contentType: 'application/pdf',
      ownerId: userId,
    });
    const outcome = await executeCommand(this.deps, manifestStream(manifestId), manifestDecider, {
      type: 'CloseManifest',
      scanFormFileId: file.id,
      at: this.clock.now(),
    });
    // Closed a moment ago by another request: its form stands, this copy goes.
    if (outcome.events.length === 0) await this.storage.delete(file.id);
    return { state: outcome.state, position: outcome.position };
  }
}
