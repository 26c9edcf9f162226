import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AcceptInboundShipmentHandler } from './commands/accept-inbound-shipment';
import { AddManagerInboundCommentHandler } from './commands/add-manager-inbound-comment';
import { AddSellerInboundCommentHandler } from './commands/add-seller-inbound-comment';
import { CancelInboundShipmentHandler } from './commands/cancel-inbound-shipment';
import { CancelInboundShipmentsHandler } from './commands/cancel-inbound-shipments';
import { ChangeInboundLinesHandler } from './commands/change-inbound-lines';
import { CorrectInboundReceiptHandler } from './commands/correct-inbound-receipt';
import { CreateInboundDraftHandler } from './commands/create-inbound-draft';
import { DeleteInboundDraftHandler } from './commands/delete-inbound-draft';
import { FinishInboundPlacementHandler } from './commands/finish-inbound-placement';
import { MarkInboundDeliveredHandler } from './commands/mark-inbound-delivered';
import { MarkInboundLostHandler } from './commands/mark-inbound-lost';
import { MarkInboundPaidHandler } from './commands/mark-inbound-paid';
import { MarkInboundPaymentFailedHandler } from './commands/mark-inbound-payment-failed';
import { PlaceInboundUnitsHandler } from './commands/place-inbound-units';
import { RecordInboundCostsHandler } from './commands/record-inbound-costs';
import { RequestInboundPaymentHandler } from './commands/request-inbound-payment';
import { ScanInboundUnitsHandler } from './commands/scan-inbound-units';
import { StartInboundCheckHandler } from './commands/start-inbound-check';
import { StartInboundSearchHandler } from './commands/start-inbound-search';
import { SubmitInboundShipmentHandler } from './commands/submit-inbound-shipment';
import { UpdateInboundDraftHandler } from './commands/update-inbound-draft';
import { AdminInboundShipmentsController } from './http/admin-inbound-shipments.controller';
import { InboundShipmentsController } from './http/inbound-shipments.controller';
import { GetInboundShipmentHandler, ListInboundShipmentsHandler } from './queries/inbound-shipment-queries';
import { GetInboundTimelineHandler } from './queries/inbound-timeline-query';
import { InboundBinCheck } from './services/bin-check';
import { InboundNumbers } from './services/inbound-numbers';
import { InboundProductFacts } from './services/product-facts';

const controllers = [InboundShipmentsController, AdminInboundShipmentsController];
const commandHandlers = [
  CreateInboundDraftHandler,
  UpdateInboundDraftHandler,
  DeleteInboundDraftHandler,
  SubmitInboundShipmentHandler,
  ChangeInboundLinesHandler,
  CancelInboundShipmentHandler,
  CancelInboundShipmentsHandler,
  AddSellerInboundCommentHandler,
  AddManagerInboundCommentHandler,
  MarkInboundDeliveredHandler,
  StartInboundCheckHandler,
  ScanInboundUnitsHandler,
  CorrectInboundReceiptHandler,
  StartInboundSearchHandler,
  AcceptInboundShipmentHandler,
  MarkInboundLostHandler,
  PlaceInboundUnitsHandler,
  FinishInboundPlacementHandler,
  // The money commands, issued by the inbound-payment saga (sagas/inbound-payment.saga.ts).
  RecordInboundCostsHandler,
  RequestInboundPaymentHandler,
  MarkInboundPaidHandler,
  MarkInboundPaymentFailedHandler,
];
const queryHandlers = [ListInboundShipmentsHandler, GetInboundShipmentHandler, GetInboundTimelineHandler];
const services = [InboundNumbers, InboundProductFacts, InboundBinCheck];

/** Inbound shipments: the seller's drafts and shipments, the warehouse's check-in by scan and placement into bins. */
@Module({ imports: [CqrsModule], controllers, providers: [...commandHandlers, ...queryHandlers, ...services] })
export class InboundModule {}
