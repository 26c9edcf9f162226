// Every process manager of the product, registered in one place; each lives in the context it serves.
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BillingMailSaga } from '../billing/sagas/billing-mail.saga';
import { ChannelsModule } from '../channels/channels.module';
import { FirstProductMailSaga } from '../catalog/sagas/first-product-mail.saga';
import { BlockedSellerChannelsSaga } from '../channels/sagas/blocked-seller-channels.saga';
import { TrackingPusher } from '../channels/sagas/channel-tracking-pusher';
import { TrackingPushSaga } from '../channels/sagas/channel-tracking.saga';
import { FirstChannelMailSaga } from '../channels/sagas/first-channel-mail.saga';
import { DeletedChannelListingsSaga } from '../channels/sagas/deleted-channel-listings.saga';
import { ForwardingPaymentSaga } from '../forwarding/sagas/forwarding-payment.saga';
import { InboundPaymentSaga } from '../inbound/sagas/inbound-payment.saga';
import { InboundLocatedMailSaga } from '../inbound/sagas/inbound-located-mail.saga';
import { InboundStockSaga } from '../inbound/sagas/inbound-stock.saga';
import { ReorderPointSaga } from '../insights/sagas/reorder-point.saga';
import { ManifestHandOverSaga } from '../manifests/sagas/manifest-handover.saga';
import { FulfillmentLabelsModule } from '../orders/sagas/fulfillment/fulfillment-labels.module';
import { OrderFulfillmentSaga } from '../orders/sagas/order-fulfillment.saga';
import { OrderShippedMailSaga } from '../orders/sagas/order-shipped-mail.saga';
import { OrderStockSaga } from '../orders/sagas/order-stock.saga';
import { SellerNotificationMail } from '../notifications/seller-notification-mail';
import { SupportReplyMailModule } from '../support/mail/support-reply-mail.module';
import { SupportReplyMailSaga } from '../support/sagas/support-reply-mail.saga';
import { SystemChatsSaga } from '../support/sagas/system-chats.saga';
import { WebhookDisabledMailSaga } from '../webhooks/delivery/webhook-disabled-mail.saga';
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
  InboundLocatedMailSaga,
  OrderShippedMailSaga,
  BillingMailSaga,
  FirstProductMailSaga,
  FirstChannelMailSaga,
  ReorderPointSaga,
];

@Module({
  imports: [CqrsModule, FulfillmentLabelsModule, ChannelsModule, SupportReplyMailModule],
  providers: [
    ...sagas,
    // Pushes what the channel-tracking-push saga queues, off the saga (channels/sagas/channel-tracking-pusher.ts).
    TrackingPusher,
    // Sends the notification mails of the *-mail sagas, once each (notifications/seller-notification-mail.ts).
    SellerNotificationMail,
    { provide: SAGAS, inject: sagas, useFactory: (...all: Saga[]) => all },
    SagaRunnerService,
  ],
  exports: [SagaRunnerService],
})
export class SagasModule {}
