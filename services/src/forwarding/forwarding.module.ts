import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CancelForwardingShipmentHandler } from './commands/cancel-forwarding-shipment';
import { ChargeForwardingShipmentHandler } from './commands/charge-forwarding-shipment';
import { CreateForwardingShipmentHandler } from './commands/create-forwarding-shipment';
import { EditForwardingShipmentHandler } from './commands/edit-forwarding-shipment';
import { MarkForwardingDeliveredHandler } from './commands/mark-forwarding-delivered';
import { SetForwardingManagerNoteHandler } from './commands/set-forwarding-manager-note';
import { AdminForwardingShipmentsController } from './http/admin-forwarding-shipments.controller';
import { ForwardingShipmentsController } from './http/forwarding-shipments.controller';
import { GetForwardingShipmentHandler, ListForwardingShipmentsHandler } from './queries/forwarding-shipment-queries';
import { AttachedFiles } from '../files/attached-files';
import { FilesModule } from '../files/files.module';

const controllers = [ForwardingShipmentsController, AdminForwardingShipmentsController];
const commandHandlers = [
  CreateForwardingShipmentHandler,
  EditForwardingShipmentHandler,
  CancelForwardingShipmentHandler,
  MarkForwardingDeliveredHandler,
  SetForwardingManagerNoteHandler,
  ChargeForwardingShipmentHandler,
];
const queryHandlers = [ListForwardingShipmentsHandler, GetForwardingShipmentHandler];

/** Forwarding shipments: parcels under the seller's own label that the warehouse receives, charges and passes on. */
@Module({ imports: [CqrsModule, FilesModule], controllers, providers: [...commandHandlers, ...queryHandlers, AttachedFiles] })
export class ForwardingModule {}
