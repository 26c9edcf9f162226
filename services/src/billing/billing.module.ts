import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

// Wallet and cards: controllers/handlers listed first; subscriptions, promo codes and storage fees after.
const controllers: NonNullable<Parameters<typeof Module>[0]['controllers']> = [];
const commandHandlers: NonNullable<Parameters<typeof Module>[0]['providers']> = [];
const queryHandlers: NonNullable<Parameters<typeof Module>[0]['providers']> = [];
const services: NonNullable<Parameters<typeof Module>[0]['providers']> = [];

/** Billing: cards, the wallet ledger with auto top-up, subscriptions, promo codes, storage fees. */
@Module({ imports: [CqrsModule], controllers, providers: [...commandHandlers, ...queryHandlers, ...services] })
export class BillingModule {}
