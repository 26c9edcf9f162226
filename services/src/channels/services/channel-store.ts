// Loads and changes channel-<id> streams for this context and its sync (exported by ChannelsModule).
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { executeCommand, type CommandOutcome } from '../../event-sourcing/execute-command';
import { loadState } from '../../event-sourcing/load-state';
import { COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { channelStream, isLive, salesChannelDecider, type SalesChannelCommand, type SalesChannelState } from '../domain/sales-channel';
import type { SalesChannelEvent } from '@ledgerhouse/contracts';

export type ChannelOutcome = CommandOutcome<SalesChannelEvent, SalesChannelState>;

@Injectable()
export class ChannelStore {
  constructor(@Inject(COMMAND_DEPS) readonly deps: CommandDeps) {}

  load(channelId: string): Promise<SalesChannelState> {
    return loadState(this.deps.store, channelStream(channelId), salesChannelDecider);
  }

  /** The seller's own live channel, or NOT_FOUND: another seller's channel is as good as absent. */
  async loadOwn(sellerId: string, channelId: string): Promise<SalesChannelState> {
    const state = await this.load(channelId);
    if (!isLive(state) || state.sellerId !== sellerId) throw new DomainError(ErrorCode.NOT_FOUND);
    return state;
  }

  run(channelId: string, command: SalesChannelCommand, options: { causationId?: string } = {}): Promise<ChannelOutcome> {
    return executeCommand(this.deps, channelStream(channelId), salesChannelDecider, command, options);
  }
}

export const channelResultOf = (channelId: string, outcome: ChannelOutcome) => ({ id: channelId, position: outcome.position ?? '' });
