// Onboarding mail: a seller's first sales channel ever is mailed once when connected (keyed by the seller, so later
// channels, a replay or a reconnected first channel mail nothing), through
// services/src/notifications/seller-notification-mail.ts.
import { Injectable } from '@nestjs/common';
import type { SalesChannelEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import { SellerNotificationMail } from '../../notifications/seller-notification-mail';
import type { Saga } from '../../sagas/saga';
import { firstChannelMail } from './first-channel-mail';

@Injectable()
export class FirstChannelMailSaga implements Saga {
  readonly name = 'first-channel-mail';
  readonly handles = ['SalesChannelConnected'];

  constructor(private readonly mail: SellerNotificationMail) {}

  async react(stored: StoredEvent): Promise<void> {
    const connected = (stored as unknown as Extract<SalesChannelEvent, { type: 'SalesChannelConnected' }>).data;
    await this.mail.sendOnce({
      key: `onboarding:first-channel:${connected.sellerId}`,
      sellerId: connected.sellerId,
      category: 'ONBOARDING',
      at: stored.recordedAt,
      compose: (locale, base) => firstChannelMail(locale, connected.name, `${base}/sales-channels`),
    });
  }
}
