// Grants free receiving time from the seller's plan (UseFreeReceivingTime): the plan's minutes per period, once per document.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { remainingFreeReceivingMinutes, subscriptionDecider, subscriptionStream } from '../domain/subscription';
import { loadSubscription } from '../services/load-subscription';
import { UseFreeReceivingTime, type FreeReceivingOutcome } from './use-free-receiving-time.command';

@CommandHandler(UseFreeReceivingTime)
export class UseFreeReceivingTimeHandler implements ICommandHandler<UseFreeReceivingTime, FreeReceivingOutcome> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, minutes, documentId }: UseFreeReceivingTime): Promise<FreeReceivingOutcome> {
    const minutesAsked = Math.max(0, Math.floor(minutes));
    const outcome = await executeCommand(this.deps, subscriptionStream(userId), subscriptionDecider, {
      type: 'UseFreeReceiving',
      minutes: minutesAsked,
      documentId,
      at: this.clock.now(),
    });
    const used = outcome.events.find((e) => e.type === 'FreeReceivingUsed');
    const state = await loadSubscription(this.deps.store, userId);
    // Asked again for the same document (a retry, a saga after a crash): answer what it was granted the first time.
    const granted = used?.type === 'FreeReceivingUsed' ? used.data.minutes : await this.grantedBefore(userId, documentId);
    return {
      freeMinutes: granted,
      remainingMinutes: remainingFreeReceivingMinutes(state),
      position: outcome.position,
    };
  }

  private async grantedBefore(userId: string, documentId: string): Promise<number> {
    const history = await this.deps.store.readStream(subscriptionStream(userId));
    const earlier = history.find((e) => e.type === 'FreeReceivingUsed' && (e.data as { documentId: string }).documentId === documentId);
    return earlier ? (earlier.data as { minutes: number }).minutes : 0;
  }
}
