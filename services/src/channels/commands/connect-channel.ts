// Shopify, Walmart and Amazon connect with credentials typed by the seller; the marketplace checks them first.
import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChannelCredentialsInput, CommandResult, ConnectSalesChannelBody } from '@ledgerhouse/contracts';
import type { MarketplaceCredentials } from '@ledgerhouse/infra';
import { BlockedSellers } from '../services/blocked-sellers';
import { ChannelConnections } from '../services/channel-connections';
import { ChannelStore } from '../services/channel-store';

/** The typed fields are the credentials as the connector takes them. */
const credentialsOf = (input: ChannelCredentialsInput): MarketplaceCredentials => ({ ...input });

export class ConnectChannel extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly body: ConnectSalesChannelBody,
  ) {
    super();
  }
}

@CommandHandler(ConnectChannel)
export class ConnectChannelHandler implements ICommandHandler<ConnectChannel, CommandResult> {
  constructor(
    private readonly connections: ChannelConnections,
    private readonly blockedSellers: BlockedSellers,
  ) {}

  async execute({ sellerId, body }: ConnectChannel): Promise<CommandResult> {
    await this.blockedSellers.refuse(sellerId);
    const channelId = randomUUID();
    await this.connections.requireFreeName(sellerId, body.name);
    const verified = await this.connections.verify(channelId, credentialsOf(body.credentials));
    return this.connections.register({ channelId, sellerId, name: body.name, country: null, verified });
  }
}

export class UpdateChannelConnection extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly channelId: string,
    readonly credentials: ChannelCredentialsInput,
  ) {
    super();
  }
}

@CommandHandler(UpdateChannelConnection)
export class UpdateChannelConnectionHandler implements ICommandHandler<UpdateChannelConnection, CommandResult> {
  constructor(
    private readonly connections: ChannelConnections,
    private readonly channels: ChannelStore,
  ) {}

  async execute({ sellerId, channelId, credentials }: UpdateChannelConnection): Promise<CommandResult> {
    const channel = await this.channels.loadOwn(sellerId, channelId);
    return this.connections.reconnect(channel, await this.connections.verify(channelId, credentialsOf(credentials)));
  }
}
