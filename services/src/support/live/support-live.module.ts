import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthorNames } from './author-names';
import { ChatOwners } from './chat-owners';
import { SupportLiveFeed } from './support-live-feed';
import { SupportLiveFrames } from './support-live-frames';
import { SupportLiveGateway } from './support-live.gateway';

const gateways = [SupportLiveGateway];
const services = [SupportLiveFeed, SupportLiveFrames, ChatOwners, AuthorNames];

/**
 * The live support socket: authenticated WebSocket delivery fanned out from the event store's notifications (one live
 * subscription per process, so sockets on any process see messages posted on any other). create-app.ts installs the
 * `ws` adapter that serves it on the app's own HTTP server.
 */
@Module({
  imports: [CqrsModule],
  providers: [...gateways, ...services],
})
export class SupportLiveModule {}
