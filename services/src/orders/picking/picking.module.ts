import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FilesModule } from '../../files/files.module';
import { AddOrderToManifestHandler, HandOverOrderHandler, RemoveOrderFromManifestHandler } from './commands/manifest-order.handlers';
import { ScanPackUnitHandler } from './commands/scan-pack-unit';
import { ScanPickBinHandler } from './commands/scan-pick-bin';
import { ScanPickItemHandler } from './commands/scan-pick-item';
import { StartPickBatchHandler } from './commands/start-pick-batch';
import { PackingController } from './http/packing.controller';
import { PickingController } from './http/picking.controller';
import { GetPickListHandler } from './queries/get-pick-list';
import { GetPackingOrderHandler, GetPackingQueueHandler } from './queries/packing-queries';
import { PackingTable } from './services/packing-table';
import { PickBatch } from './services/pick-batch';

const controllers = [PickingController, PackingController];
const commandHandlers = [
  StartPickBatchHandler,
  ScanPickBinHandler,
  ScanPickItemHandler,
  ScanPackUnitHandler,
  AddOrderToManifestHandler,
  RemoveOrderFromManifestHandler,
  HandOverOrderHandler,
];
const queryHandlers = [GetPickListHandler, GetPackingQueueHandler, GetPackingOrderHandler];
const services = [PickBatch, PackingTable];

/** The warehouse side of orders: pick list, batch picking and packing by scan, and the door manifests use. */
@Module({ imports: [CqrsModule, FilesModule], controllers, providers: [...commandHandlers, ...queryHandlers, ...services] })
export class PickingModule {}
