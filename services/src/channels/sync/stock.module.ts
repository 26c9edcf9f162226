// Managed stock's push to the marketplaces (stock-*) and the drift view it keeps (drift-*), through the sync gateway.
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DriftController } from './drift.controller';
import { GetChannelDriftHandler } from './drift-query';
import { ChannelImportModule } from './import.module';
import { StockPusher } from './stock-pusher';

@Module({
  imports: [CqrsModule, ChannelImportModule],
  controllers: [DriftController],
  providers: [StockPusher, GetChannelDriftHandler],
  exports: [StockPusher],
})
export class StockSyncModule {}
