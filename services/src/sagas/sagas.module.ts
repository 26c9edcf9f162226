// Every process manager of the product, registered in one place.
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MarkInboundPaidHandler } from '../inbound/commands/mark-inbound-paid';
import { MarkInboundPaymentFailedHandler } from '../inbound/commands/mark-inbound-payment-failed';
import { RecordInboundCostsHandler } from '../inbound/commands/record-inbound-costs';
import { RequestInboundPaymentHandler } from '../inbound/commands/request-inbound-payment';
import { ForwardingPaymentSaga } from '../forwarding/sagas/forwarding-payment.saga';
import { ManifestHandOverSaga } from '../manifests/sagas/manifest-handover.saga';
import { ChannelsModule } from '../channels/channels.module';
import { BlockedSellerChannelsSaga } from '../channels/sagas/blocked-seller-channels.saga';
import { SystemChatsSaga } from '../support/sagas/system-chats.saga';
import { SupportReplyMailModule } from '../support/mail/support-reply-mail.module';
import { SupportReplyMailSaga } from '../support/sagas/support-reply-mail.saga';
import { WebhookDisabledMailSaga } from '../webhooks/delivery/webhook-disabled-mail.saga';
import { DeletedChannelListingsSaga } from '../channels/sagas/deleted-channel-listings.saga';
import { TrackingPusher } from '../channels/sagas/channel-tracking-pusher';
import { TrackingPushSaga } from '../channels/sagas/channel-tracking.saga';
import { InboundPaymentSaga } from '../inbound/sagas/inbound-payment.saga';
import { FulfillmentLabelsModule } from '../orders/sagas/fulfillment/fulfillment-labels.module';
import { InboundStockSaga } from '../inbound/sagas/inbound-stock.saga';
import { OrderFulfillmentSaga } from '../orders/sagas/order-fulfillment.saga';
import { OrderStockSaga } from '../orders/sagas/order-stock.saga';
import type { Saga } from './saga';
import { SAGAS, SagaRunnerService } from './saga-runner.service';

const sagas = [
  InboundStockSaga,
  InboundPaymentSaga,
  ForwardingPaymentSaga,
  OrderStockSaga,
  ManifestHandOverSaga,
  OrderFulfillmentSaga,
  TrackingPushSaga,
  BlockedSellerChannelsSaga,
  DeletedChannelListingsSaga,
  SystemChatsSaga,
  SupportReplyMailSaga,
  WebhookDisabledMailSaga,
];
/** The inbound money commands only the payment saga issues (they may move to InboundModule when it exists). */
const inboundPaymentHandlers = [
  RecordInboundCostsHandler,
  RequestInboundPaymentHandler,
  MarkInboundPaidHandler,
  MarkInboundPaymentFailedHandler,
];

@Module({
  imports: [CqrsModule, FulfillmentLabelsModule, ChannelsModule, SupportReplyMailModule],
  providers: [
    ...sagas,
    ...inboundPaymentHandlers,
    TrackingPusher,
    { provide: SAGAS, inject: sagas, useFactory: (...all: Saga[]) => all },
    SagaRunnerService,
  ],
  exports: [SagaRunnerService],
})
export class SagasModule {}
