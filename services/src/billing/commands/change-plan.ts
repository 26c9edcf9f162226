// A seller changes plan: an upgrade is paid at once from the wallet (with an optional promo code, or free for the
// first month by order volume); a downgrade waits for the end of the paid period and can be canceled until then.
import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { ErrorCode, PLAN_TERMS, type ChangePlanBody, type CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { AppConfig } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { APP_CONFIG, CLOCK, COMMAND_DEPS, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { planChangeKind, subscriptionDecider, subscriptionStream } from '../domain/subscription';
import { PromoCodeRedemption, type Redemption } from '../services/promo-code-redemption';
import { SpendFromWallet } from './spend-from-wallet.command';
import { loadSubscription } from '../services/load-subscription';

export type ChangePlanResult = CommandResult & { kind: 'UPGRADED' | 'DOWNGRADE_SCHEDULED'; chargedCents: number; effectiveAt: string };

export class ChangePlan extends Command<ChangePlanResult> {
  constructor(
    readonly userId: string,
    readonly body: ChangePlanBody,
  ) {
    super();
  }
}

const DAY_MS = 86_400_000;

/** Plan changes and period settlements of one seller run one at a time in this process. */
export const planChangeKey = (userId: string) => `plan-change-${userId}`;

@CommandHandler(ChangePlan)
export class ChangePlanHandler implements ICommandHandler<ChangePlan, ChangePlanResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly promos: PromoCodeRedemption,
  ) {}

  /** One plan change per seller at a time in this process: the charge and the plan start must not interleave. */
  execute({ userId, body }: ChangePlan): Promise<ChangePlanResult> {
    return this.deps.queue.run(planChangeKey(userId), () => this.change(userId, body));
  }

  private async change(userId: string, { plan, promoCode }: ChangePlanBody): Promise<ChangePlanResult> {
    const at = this.clock.now();
    const state = await loadSubscription(this.deps.store, userId);
    if (planChangeKind(state, plan) === 'DOWNGRADE') {
      // A promo code discounts a payment made now; a downgrade pays nothing now, so a code sent with it is refused.
      if (promoCode)
        throw new DomainError(ErrorCode.PROMO_UPGRADE_ONLY, {}, { fields: [{ field: 'promoCode', code: ErrorCode.PROMO_UPGRADE_ONLY }] });
      const outcome = await executeCommand(this.deps, subscriptionStream(userId), subscriptionDecider, {
        type: 'ScheduleDowngrade',
        plan,
        at,
      });
      return { id: userId, position: outcome.position ?? '', kind: 'DOWNGRADE_SCHEDULED', chargedCents: 0, effectiveAt: state.periodEnd! };
    }
    const freeMonth =
      state.plan === 'free' &&
      !state.freeMonthUsed &&
      (await this.ordersInPast30Days(userId, at)) >= this.config.FREE_MONTH_ORDER_THRESHOLD;
    let redemption: Redemption | null = null;
    if (promoCode && freeMonth) await this.promos.check(promoCode, userId, plan, at);
    else if (promoCode) redemption = await this.promos.redeem(promoCode, userId, plan, at);
    const discountCents = redemption?.discountCents ?? 0;
    const amountCents = freeMonth ? 0 : PLAN_TERMS[plan].priceCents - discountCents;
    let spendingEntryId: string | null = null;
    if (amountCents > 0) {
      const reference = { kind: 'SUBSCRIPTION' as const, plan, periodStart: at.toISOString(), renewal: false };
      const spending = {
        purpose: 'SUBSCRIPTION' as const,
        amountCents,
        documentId: `subscription-${userId}-${plan}-${at.toISOString()}`,
        notes: null,
        reference,
      };
      const paid = await this.commands.execute(new SpendFromWallet(userId, spending)).catch(async (err: unknown) => {
        if (redemption) await this.promos.release(redemption, userId, at);
        throw err;
      });
      if (!paid.accepted) {
        if (redemption) await this.promos.release(redemption, userId, at);
        throw new DomainError(ErrorCode.PLAN_UPDATE_FAILED);
      }
      spendingEntryId = paid.entryId;
    }
    const outcome = await executeCommand(this.deps, subscriptionStream(userId), subscriptionDecider, {
      type: 'StartPlan',
      plan,
      amountCents,
      discountCents: freeMonth ? 0 : discountCents,
      promoCode: redemption?.code ?? null,
      spendingEntryId,
      freeMonth,
      at,
    });
    return { id: userId, position: outcome.position ?? '', kind: 'UPGRADED', chargedCents: amountCents, effectiveAt: at.toISOString() };
  }

  private async ordersInPast30Days(sellerId: string, at: Date): Promise<number> {
    const row = await this.db
      .selectFrom('orders_placed')
      .select(sql<string>`count(*)`.as('n'))
      .where('seller_id', '=', sellerId)
      .where('placed_at', '>', new Date(at.getTime() - 30 * DAY_MS))
      .where('placed_at', '<=', at)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
