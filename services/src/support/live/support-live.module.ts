import { Module } from '@nestjs/common';

/** The live support socket: authenticated WebSocket delivery fanned out from the event store's notifications. */
@Module({})
export class SupportLiveModule {}
