// Order import (scheduled, on demand, Shopify webhooks), the tracking pushes the tracking saga queues, and the sync
// gateway (import-gateway.service.ts) the stock push uses too. ChannelsModule gives the connectors and the sealer.
import { Module } from '@nestjs/common';
import { ChannelsModule } from '../channels.module';
import { CHANNEL_SYNC_GATEWAY } from './import-gateway';
import { ChannelSyncGatewayService } from './import-gateway.service';
import { ImportController } from './import.controller';
import { ImportPass } from './import-pass';
import { ImportPlacement } from './import-placement';
import { ImportScheduler } from './import-scheduler';
import { ImportWebhooks } from './import-webhooks';
import { TrackingPusher } from './tracking-pusher';

const gateway = [ChannelSyncGatewayService, { provide: CHANNEL_SYNC_GATEWAY, useExisting: ChannelSyncGatewayService }];

@Module({
  imports: [ChannelsModule],
  controllers: [ImportController],
  providers: [...gateway, ImportPlacement, ImportPass, ImportScheduler, ImportWebhooks, TrackingPusher],
  exports: [...gateway, ImportPass],
})
export class ChannelImportModule {}
