// Order import (scheduled, on demand, Shopify webhooks) and the tracking pushes the tracking saga queues. The sync
// gateway (CHANNEL_SYNC_GATEWAY, import-gateway.service.ts) comes from ChannelsModule, re-exported for the stock push.
import { Module } from '@nestjs/common';
import { ChannelsModule } from '../channels.module';
import { ImportController } from './import.controller';
import { ImportPass } from './import-pass';
import { ImportPlacement } from './import-placement';
import { ImportScheduler } from './import-scheduler';
import { ImportWebhooks } from './import-webhooks';
import { TrackingPusher } from './tracking-pusher';

@Module({
  imports: [ChannelsModule],
  controllers: [ImportController],
  providers: [ImportPlacement, ImportPass, ImportScheduler, ImportWebhooks, TrackingPusher],
  exports: [ChannelsModule, ImportPass],
})
export class ChannelImportModule {}
