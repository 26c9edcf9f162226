// A closed manifest hands every order over (→ PROCESSED). The close request does it at once; this saga makes sure it
// happens even when that request stopped midway (a crash after ManifestClosed was recorded). HandOver is idempotent per
// order and manifest, so doing it twice records nothing new.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventStore, StoredEvent } from '@ledgerhouse/infra';
import { loadState } from '../../event-sourcing/load-state';
import { HandOverOrder } from '../../orders/picking/commands/manifest-order.command';
import { EVENT_STORE } from '../../persistence/tokens';
import type { Saga } from '../../sagas/saga';
import { manifestDecider } from '../domain/manifest';

@Injectable()
export class ManifestHandOverSaga implements Saga {
  readonly name = 'manifest-handover';
  readonly handles = ['ManifestClosed'];

  constructor(
    private readonly bus: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async react(stored: StoredEvent): Promise<void> {
    const manifestId = stored.streamId.slice('manifest-'.length);
    const manifest = await loadState(this.store, stored.streamId, manifestDecider);
    for (const orderId of manifest.orderIds) await this.bus.execute(new HandOverOrder(orderId, manifestId));
  }
}
