// Warehouse operations mail: when an inbound shipment is LOCATED (received and every good unit placed), its seller is
// mailed the counts once per shipment (services/src/notifications/seller-notification-mail.ts).
import { Inject, Injectable } from '@nestjs/common';
import type { InboundEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import { SellerNotificationMail } from '../../notifications/seller-notification-mail';
import { COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import type { Saga } from '../../sagas/saga';
import { inboundLocatedMail } from './inbound-located-mail';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

@Injectable()
export class InboundLocatedMailSaga implements Saga {
  readonly name = 'inbound-located-mail';
  readonly handles = ['InboundLocated'];

  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    private readonly mail: SellerNotificationMail,
  ) {}

  async react(stored: StoredEvent): Promise<void> {
    const history = (await this.deps.store.readStream(stored.streamId)) as unknown as InboundEvent[];
    const created = history.find((e) => e.type === 'InboundDraftCreated');
    const accepted = history.findLast((e) => e.type === 'InboundAccepted');
    if (!created || !accepted) return;
    const { shipmentId, sellerId, number } = created.data;
    const counts = {
      number,
      declared: sum(accepted.data.received.map((r) => r.declared)),
      received: sum(accepted.data.received.map((r) => r.received)),
      damaged: sum(accepted.data.received.map((r) => r.damaged)),
      placed: sum(history.flatMap((e) => (e.type === 'InboundUnitsPlaced' ? [e.data.quantity] : []))),
    };
    await this.mail.sendOnce({
      key: `inbound-located:${shipmentId}`,
      sellerId,
      at: stored.recordedAt,
      category: 'WAREHOUSE_OPERATIONS',
      compose: (locale, base) => inboundLocatedMail(locale, counts, `${base}/shipments/inbound/${shipmentId}`),
    });
  }
}
