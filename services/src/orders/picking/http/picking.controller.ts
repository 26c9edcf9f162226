import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { pickingRoutes as routes, type BodyOf, type QueryOf } from '@ledgerhouse/contracts';
import { AdminOnly } from '../../../http/auth/access.decorators';
import { ContractRoute, ValidBody, ValidQuery } from '../../../http/contract-route';
import { ReadsFrom } from '../../../http/min-position.interceptor';
import { ScanPickBin } from '../commands/scan-pick-bin';
import { ScanPickItem } from '../commands/scan-pick-item';
import { StartPickBatch } from '../commands/start-pick-batch';
import { GetPickList } from '../queries/get-pick-list';

/** The warehouse (managers and staff): the pick list and batch picking by scan. */
@AdminOnly()
@Controller()
export class PickingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.pickList)
  @ReadsFrom('warehouse_orders', 'stock_by_bin')
  pickList(@ValidQuery(routes.pickList) query: QueryOf<typeof routes.pickList>) {
    return this.queries.execute(new GetPickList(query.orderId));
  }

  @ContractRoute(routes.startBatch)
  startBatch(@ValidBody(routes.startBatch) body: BodyOf<typeof routes.startBatch>) {
    return this.commands.execute(new StartPickBatch(body.orderIds, body.limit));
  }

  @ContractRoute(routes.scanBin)
  scanBin(@ValidBody(routes.scanBin) body: BodyOf<typeof routes.scanBin>) {
    return this.commands.execute(new ScanPickBin(body.orderIds, body.binCode));
  }

  @ContractRoute(routes.scanItem)
  scanItem(@ValidBody(routes.scanItem) body: BodyOf<typeof routes.scanItem>) {
    return this.commands.execute(new ScanPickItem(body.scanId, body.orderIds, body.binCode, body.barcode));
  }
}
