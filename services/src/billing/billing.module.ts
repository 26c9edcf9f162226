import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ChangeCardHandler, LinkCardHandler } from './commands/card-commands';
import { ConfigureAutoTopUpHandler } from './commands/configure-auto-top-up';
import { SpendFromWalletHandler } from './commands/spend-from-wallet.handler';
import { StaffTopUpHandler, TopUpWalletHandler } from './commands/top-up-wallet';
import { AdminWalletController } from './http/admin-wallet.controller';
import { CardsController } from './http/cards.controller';
import { WalletController } from './http/wallet.controller';
import { ListCardPaymentsHandler, ListCardsHandler } from './queries/card-queries';
import { GetWalletBalanceAsOfHandler } from './queries/wallet-balance-as-of';
import { GetWalletHandler, ListWalletSpendingsHandler, ListWalletTopUpsHandler } from './queries/wallet-queries';
import { AccountStatus } from './services/account-status';
import { AutoTopUpService } from './services/auto-top-up.service';
import { paymentPortProvider } from './services/payment-port.provider';
import { ChangePromoCodeHandler } from './commands/promo-code-commands';
import { PromoCodeRedemption } from './commands/promo-code-redemption';
import { StorageFeeService } from './commands/storage-fee-service';
import { CancelDowngradeHandler, ChangePlanHandler } from './commands/subscription-change';
import { UseFreeReceivingTimeHandler } from './commands/subscription-free-receiving';
import { SubscriptionSettlement } from './commands/subscription-settlement';
import { AdminSubscriptionController } from './http/admin-subscription.controller';
import { PromoCodesController } from './http/promo-codes.controller';
import { StorageFeesController } from './http/storage-fees.controller';
import { SubscriptionController } from './http/subscription.controller';
import { GetPromoCodeHandler, ListPromoCodesHandler } from './queries/promo-code-queries';
import { GetCurrentStorageHandler, ListStorageFeesHandler } from './queries/storage-fee-queries';
import { GetSubscriptionHandler, ListSubscriptionHistoryHandler } from './queries/subscription-queries';
import { BillingScheduler } from './scheduler/billing-scheduler';

// Wallet and cards: controllers/handlers listed first; subscriptions, promo codes and storage fees after.
const controllers: NonNullable<Parameters<typeof Module>[0]['controllers']> = [CardsController, WalletController, AdminWalletController, SubscriptionController, AdminSubscriptionController, PromoCodesController, StorageFeesController];
const commandHandlers: NonNullable<Parameters<typeof Module>[0]['providers']> = [LinkCardHandler, ChangeCardHandler, TopUpWalletHandler, StaffTopUpHandler, ConfigureAutoTopUpHandler, SpendFromWalletHandler, ChangePlanHandler, CancelDowngradeHandler, UseFreeReceivingTimeHandler, ChangePromoCodeHandler];
const queryHandlers: NonNullable<Parameters<typeof Module>[0]['providers']> = [ListCardsHandler, ListCardPaymentsHandler, GetWalletHandler, ListWalletTopUpsHandler, ListWalletSpendingsHandler, GetWalletBalanceAsOfHandler, GetSubscriptionHandler, ListSubscriptionHistoryHandler, ListPromoCodesHandler, GetPromoCodeHandler, ListStorageFeesHandler, GetCurrentStorageHandler];
const services: NonNullable<Parameters<typeof Module>[0]['providers']> = [paymentPortProvider, AccountStatus, AutoTopUpService, PromoCodeRedemption, SubscriptionSettlement, StorageFeeService, BillingScheduler];

/** Billing: cards, the wallet ledger with auto top-up, subscriptions, promo codes, storage fees. */
@Module({ imports: [CqrsModule], controllers, providers: [...commandHandlers, ...queryHandlers, ...services], exports: [AutoTopUpService] })
export class BillingModule {}
