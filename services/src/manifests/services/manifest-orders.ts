// Which orders a manifest may take, and putting them on it or off it through the orders context's commands. An order
// qualifies when it is packed, PROCESSING, on no other manifest, and its label is from the manifest's carrier (the
// label never changes once packed; the order itself refuses a second manifest).
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, type CommandResult } from '@ledgerhouse/contracts';
import { comparePositions, type GlobalPosition } from '@ledgerhouse/infra';
import type { ReadModelDatabase, WarehouseOrderLabel } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { READ_DB } from '../../persistence/tokens';
import { AddOrderToManifest, RemoveOrderFromManifest } from '../../orders/picking/commands/manifest-order.command';
import { StaleClaims } from './stale-claims';

/** The later of a position and a command's answer ("" when it changed nothing). */
export const latest = (last: GlobalPosition | null, result: CommandResult | { position: string | null }): GlobalPosition | null => {
  const at = (result.position || null) as GlobalPosition | null;
  return comparePositions(at, last) > 0 ? at : last;
};

export interface StaleClaim {
  orderId: string;
  manifestId: string;
}

export interface ManifestOrderFacts {
  orderId: string;
  label: WarehouseOrderLabel | null;
}

@Injectable()
export class ManifestOrders {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    private readonly commands: CommandBus,
    private readonly staleClaims: StaleClaims,
  ) {}

  async labelsOf(orderIds: readonly string[]): Promise<ManifestOrderFacts[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('warehouse_orders')
      .select(['order_id', 'label'])
      .where('order_id', 'in', [...orderIds])
      .execute();
    return orderIds.map((orderId) => ({ orderId, label: rows.find((r) => r.order_id === orderId)?.label ?? null }));
  }

  /**
   * Every order qualifies for `manifestId` (its own orders count as free, and so do stale claims, answered to be taken
   * back first), else MANIFEST_ORDER_NOT_ELIGIBLE naming the first.
   */
  async assertEligible(orderIds: readonly string[], carrier: string, manifestId: string): Promise<StaleClaim[]> {
    const stale: StaleClaim[] = [];
    const rows = await this.db
      .selectFrom('warehouse_orders')
      .select(['order_id', 'number', 'status', 'packed_at', 'manifest_id', 'label'])
      .where('order_id', 'in', [...orderIds])
      .execute();
    for (const orderId of orderIds) {
      const row = rows.find((r) => r.order_id === orderId);
      const claimedElsewhere = row?.manifest_id != null && row.manifest_id !== manifestId;
      const free = !claimedElsewhere || (await this.staleClaims.isStale(orderId, row!.manifest_id!));
      const ok = row && row.status === 'PROCESSING' && row.packed_at !== null && free && row.label?.carrier === carrier;
      if (!ok) throw new DomainError(ErrorCode.MANIFEST_ORDER_NOT_ELIGIBLE, { carrier, orderId, number: row?.number ?? orderId });
      if (claimedElsewhere) stale.push({ orderId, manifestId: row.manifest_id! });
    }
    return stale;
  }

  /** Puts each order on the manifest; when one refuses, takes the ones put back off and answers MANIFEST_ORDER_NOT_ELIGIBLE. */
  async claim(
    orderIds: readonly string[],
    manifestId: string,
    carrier: string,
    stale: readonly StaleClaim[] = [],
  ): Promise<GlobalPosition | null> {
    const claimed: string[] = [];
    let last: GlobalPosition | null = null;
    for (const orderId of orderIds) {
      try {
        for (const old of stale.filter((c) => c.orderId === orderId))
          await this.commands.execute(new RemoveOrderFromManifest(orderId, old.manifestId));
        last = latest(last, await this.commands.execute<AddOrderToManifest, CommandResult>(new AddOrderToManifest(orderId, manifestId)));
        claimed.push(orderId);
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        await this.release(claimed, manifestId);
        throw new DomainError(ErrorCode.MANIFEST_ORDER_NOT_ELIGIBLE, { carrier, orderId, number: orderId });
      }
    }
    return last;
  }

  async release(orderIds: readonly string[], manifestId: string): Promise<GlobalPosition | null> {
    let last: GlobalPosition | null = null;
    for (const orderId of orderIds)
      last = latest(
        last,
        await this.commands.execute<RemoveOrderFromManifest, CommandResult>(new RemoveOrderFromManifest(orderId, manifestId)),
      );
    return last;
  }
}
