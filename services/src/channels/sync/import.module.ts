// Order import (scheduled, on demand, Shopify webhooks) and eBay's account-deletion endpoint; the tracking push lives
// with the sagas. The sync gateway (CHANNEL_SYNC_GATEWAY, import-gateway.service.ts) comes from ChannelsModule,
// re-exported for the stock push.
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ChannelsModule } from '../channels.module';
import { EbayAccountDeletions } from './ebay-account-deletion';
import { ImportController } from './import.controller';
import { ImportPass } from './import-pass';
import { ImportPlacement } from './import-placement';
import { ImportScheduler } from './import-scheduler';
import { ImportWebhooks } from './import-webhooks';

@Module({
  imports: [CqrsModule, ChannelsModule],
  controllers: [ImportController],
  providers: [ImportPlacement, ImportPass, ImportScheduler, ImportWebhooks, EbayAccountDeletions],
  exports: [ChannelsModule, ImportPass],
})
export class ChannelImportModule {}
