// The promo_codes read model: terms, active flag and the uses held now.
import type { PromoCodeEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Projector } from './projector';

export const promoCodesProjector: Projector = {
  name: 'promo_codes',
  tables: ['promo_codes'],
  handles: ['PromoCodeCreated', 'PromoCodeUpdated', 'PromoCodeDeactivated', 'PromoCodeRedeemed', 'PromoCodeReleased'],
  async apply(trx, stored: StoredEvent) {
    const id = stored.streamId.slice('promo-code-'.length);
    const event = { type: stored.type, data: stored.data } as PromoCodeEvent;
    const update = (set: Record<string, unknown>) =>
      trx
        .updateTable('promo_codes')
        .set({ ...set, position: stored.position })
        .where('id', '=', id)
        .execute();
    const count = (delta: number) =>
      trx
        .updateTable('promo_codes')
        .set((eb) => ({ used_count: eb('used_count', '+', delta), position: stored.position }))
        .where('id', '=', id)
        .execute();
    switch (event.type) {
      case 'PromoCodeCreated': {
        const d = event.data;
        await trx
          .insertInto('promo_codes')
          .values({
            id: d.promoCodeId,
            code: d.code,
            discount_percent: d.discountPercent,
            plan: d.plan,
            usage_limit: d.usageLimit,
            expires_at: d.expiresAt,
            active: true,
            used_count: 0,
            created_at: d.at,
            position: stored.position,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'PromoCodeUpdated': {
        const c = event.data.changes;
        return void (await update({
          ...(c.discountPercent !== undefined ? { discount_percent: c.discountPercent } : {}),
          ...(c.plan !== undefined ? { plan: c.plan } : {}),
          ...(c.usageLimit !== undefined ? { usage_limit: c.usageLimit } : {}),
          ...(c.expiresAt !== undefined ? { expires_at: c.expiresAt } : {}),
        }));
      }
      case 'PromoCodeDeactivated':
        return void (await update({ active: false }));
      case 'PromoCodeRedeemed':
        return void (await count(1));
      case 'PromoCodeReleased':
        return void (await count(-1));
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
