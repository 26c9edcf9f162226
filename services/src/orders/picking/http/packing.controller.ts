import { Controller, Inject, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { ErrorCode, pickingRoutes as routes, type BodyOf, type ParamsOf } from '@ledgerhouse/contracts';
import type { FileStorage } from '@ledgerhouse/infra';
import { DomainError } from '../../../errors/domain-error';
import { FILE_STORAGE } from '../../../files/file-storage.provider';
import { AdminOnly } from '../../../http/auth/access.decorators';
import { ContractRoute, ValidBody, ValidParams } from '../../../http/contract-route';
import { ReadsFrom } from '../../../http/min-position.interceptor';
import { sendStoredPdf } from '../../../http/send-stored-pdf';
import { ScanPackUnit } from '../commands/scan-pack-unit';
import { GetPackingOrder, GetPackingQueue } from '../queries/packing-queries';
import { PackingTable } from '../services/packing-table';

type Id = ParamsOf<typeof routes.packingOrder>;

/** The warehouse (managers and staff): the packing table, verifying each unit by scan, then the label to print. */
@AdminOnly()
@Controller()
export class PackingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly table: PackingTable,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @ContractRoute(routes.packingQueue)
  @ReadsFrom('warehouse_orders')
  queue() {
    return this.queries.execute(new GetPackingQueue());
  }

  @ContractRoute(routes.packingOrder)
  order(@ValidParams(routes.packingOrder) { orderId }: Id) {
    return this.queries.execute(new GetPackingOrder(orderId));
  }

  @ContractRoute(routes.packScan)
  scan(@ValidParams(routes.packScan) { orderId }: Id, @ValidBody(routes.packScan) body: BodyOf<typeof routes.packScan>) {
    return this.commands.execute(new ScanPackUnit(orderId, body.scanId, body.barcode));
  }

  /** Only once packed: the label prints after every unit is verified. */
  @ContractRoute(routes.label)
  async label(@ValidParams(routes.label) { orderId }: Id, @Res() res: Response) {
    const { order } = await this.table.load(orderId);
    if (!order.facets.packed || !order.label?.fileId) throw new DomainError(ErrorCode.PACK_LABEL_NOT_READY);
    await sendStoredPdf(res, this.storage, order.label.fileId, `label-${order.number ?? orderId}.pdf`);
  }
}
