// Onboarding mail: a seller's first product ever is mailed once (keyed by the seller, so later products, a replay or a
// deleted and recreated first product mail nothing), through services/src/notifications/seller-notification-mail.ts.
import { Injectable } from '@nestjs/common';
import type { ProductEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import { SellerNotificationMail } from '../../notifications/seller-notification-mail';
import type { Saga } from '../../sagas/saga';
import { firstProductMail } from './first-product-mail';

@Injectable()
export class FirstProductMailSaga implements Saga {
  readonly name = 'first-product-mail';
  readonly handles = ['ProductCreated'];

  constructor(private readonly mail: SellerNotificationMail) {}

  async react(stored: StoredEvent): Promise<void> {
    const created = (stored as unknown as Extract<ProductEvent, { type: 'ProductCreated' }>).data;
    await this.mail.sendOnce({
      key: `onboarding:first-product:${created.sellerId}`,
      sellerId: created.sellerId,
      category: 'ONBOARDING',
      at: stored.recordedAt,
      compose: (locale, base) => firstProductMail(locale, created.title, `${base}/shipments/inbound`),
    });
  }
}
