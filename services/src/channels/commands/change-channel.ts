// The seller's own changes to a channel: rename, deactivate, activate, delete (spec 4). A blocked seller may deactivate
// and delete, never activate again (spec: a deactivated account's channels stay deactivated).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { claimUnique, releaseUnique } from '../../event-sourcing/unique-claim';
import { CLOCK } from '../../persistence/tokens';
import { channelNameClaim, channelNameClaimStream } from '../domain/channel-claims';
import { BlockedSellers } from '../services/blocked-sellers';
import { ChannelConnections } from '../services/channel-connections';
import { channelResultOf, ChannelStore } from '../services/channel-store';

export class RenameChannel extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly channelId: string,
    readonly name: string,
  ) {
    super();
  }
}

@CommandHandler(RenameChannel)
export class RenameChannelHandler implements ICommandHandler<RenameChannel, CommandResult> {
  constructor(
    private readonly channels: ChannelStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, channelId, name }: RenameChannel): Promise<CommandResult> {
    const channel = await this.channels.loadOwn(sellerId, channelId);
    const before = channelNameClaimStream(sellerId, channel.name);
    const after = channelNameClaimStream(sellerId, name);
    if (after !== before) await claimUnique(this.channels.deps, this.clock, channelNameClaim, after, channelId);
    const outcome = await this.channels.run(channelId, { type: 'Rename', name, at: this.clock.now() });
    if (after !== before) await releaseUnique(this.channels.deps, channelNameClaim, before, channelId);
    return channelResultOf(channelId, outcome);
  }
}

export type ChannelAction = 'ACTIVATE' | 'DEACTIVATE' | 'DELETE';

export class ChangeChannelStatus extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly channelId: string,
    readonly action: ChannelAction,
  ) {
    super();
  }
}

@CommandHandler(ChangeChannelStatus)
export class ChangeChannelStatusHandler implements ICommandHandler<ChangeChannelStatus, CommandResult> {
  constructor(
    private readonly channels: ChannelStore,
    private readonly connections: ChannelConnections,
    private readonly blockedSellers: BlockedSellers,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, channelId, action }: ChangeChannelStatus): Promise<CommandResult> {
    const channel = await this.channels.loadOwn(sellerId, channelId);
    const at = this.clock.now();
    switch (action) {
      case 'ACTIVATE':
        await this.blockedSellers.refuse(sellerId);
        return channelResultOf(channelId, await this.channels.run(channelId, { type: 'Activate', at }));
      case 'DEACTIVATE':
        return channelResultOf(channelId, await this.channels.run(channelId, { type: 'Deactivate', reason: 'SELLER', at }));
      case 'DELETE': {
        const outcome = await this.channels.run(channelId, { type: 'Delete', at });
        await this.connections.releaseClaims(channel);
        return channelResultOf(channelId, outcome);
      }
      default: {
        const unreachable: never = action;
        return unreachable;
      }
    }
  }
}
