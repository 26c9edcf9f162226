// Opens a FULFILLMENT chat for each order that has waited a day in INSUFFICIENT_GOODS (the waits are kept by
// system-chats.saga.ts). Looks every LOOK_MS on the injected clock while sagas run, never on its own in tests (they call
// openDue() after moving a ManualClock), like the billing scheduler. Each order is checked against its own events
// first, and its chat id is derived from the order, so two processes or a repeated look open it once.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { OrderEvent } from '@ledgerhouse/contracts';
import type { Clock, EventStore } from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';
import { runInRequestContext } from '../../event-sourcing/request-context';
import { APP_CONFIG, CLOCK, EVENT_STORE, READ_DB } from '../../persistence/tokens';
import { BackgroundWork } from '../../roles/background-work';
import { PeriodicPass } from '../../scheduling/periodic-pass';
import { OpenSupportChat } from '../commands/open-support-chat';
import { stillShort, stuckSince } from './stuck-order';
import { insufficientGoodsChat } from './system-chat-openings';
import { chatOpened, stopWaiting, waitingSince, type StuckOrderTables } from './stuck-orders-table';

const LOOK_MS = 5 * 60_000;
/** Orders handled per look; the rest wait for the next. */
const BATCH = 100;

@Injectable()
export class StuckOrderChats {
  private readonly logger = new Logger('StuckOrderChats');
  private readonly pass = new PeriodicPass(
    () => runInRequestContext({ correlationId: randomUUID(), userId: null, impersonatorId: null, locale: 'en-US' }, () => this.look()),
    (err) => this.logger.error({ err }, 'Stuck order look failed; the next look retries'),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_DB) private readonly db: Kysely<StuckOrderTables>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly bus: CommandBus,
    work: BackgroundWork,
  ) {
    if (config.NODE_ENV !== 'test' && config.SAGAS_ENABLED)
      work.register({ name: 'support-stuck-order-chats', start: async () => this.pass.start(LOOK_MS), stop: () => this.pass.stop() });
  }

  /** One look at the clock's now; a look asked for while one runs is that look. */
  openDue(): Promise<void> {
    return this.pass.run();
  }

  private async look(): Promise<void> {
    const cutoff = stuckSince(this.clock.now());
    for (const { order_id } of await waitingSince(this.db, cutoff, BATCH)) {
      const events = (await this.store.readStream(`order-${order_id}`)) as unknown as OrderEvent[];
      const order = stillShort(events);
      // Its goods came (or it was canceled) before the saga recorded it: the saga's own event will remove it too.
      if (!order) {
        await stopWaiting(this.db, order_id);
        continue;
      }
      // Reserved and short again since, and the saga has not caught up yet: the new wait is not a day old.
      if (order.since > cutoff) continue;
      await this.bus.execute(new OpenSupportChat(insufficientGoodsChat(order)));
      await chatOpened(this.db, order_id);
    }
  }
}
