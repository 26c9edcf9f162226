import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddCardHandler } from './commands/add-card';
import { CancelDowngradeHandler } from './commands/cancel-downgrade';
import { ChangePlanHandler } from './commands/change-plan';
import { ConfigureAutoTopUpHandler } from './commands/configure-auto-top-up';
import { EnsureFundsHandler } from './commands/ensure-funds.handler';
import { RefundSpendingHandler } from './commands/refund-spending.handler';
import { SpendFromWalletHandler } from './commands/spend-from-wallet.handler';
import { MakeCardPrimaryHandler } from './commands/make-card-primary';
import { RemoveCardHandler } from './commands/remove-card';
import { StaffSpendHandler } from './commands/staff-spend';
import { StaffTopUpHandler } from './commands/staff-top-up';
import { TopUpWalletHandler } from './commands/top-up-wallet';
import { AdminWalletController } from './http/admin-wallet.controller';
import { CardsController } from './http/cards.controller';
import { WalletController } from './http/wallet.controller';
import { ListCardPaymentsHandler, ListCardsHandler } from './queries/card-queries';
import { GetWalletBalanceAsOfHandler } from './queries/wallet-balance-as-of';
import { GetWalletHandler, ListWalletSpendingsHandler, ListWalletTopUpsHandler } from './queries/wallet-queries';
import { AccountStatus } from './services/account-status';
import { AutoTopUpService } from './services/auto-top-up.service';
import { TopUpRecovery } from './services/top-up-recovery';
import { paymentPortProvider } from './services/payment-port.provider';
import { CreatePromoCodeHandler } from './commands/create-promo-code';
import { DeactivatePromoCodeHandler } from './commands/deactivate-promo-code';
import { UpdatePromoCodeHandler } from './commands/update-promo-code';
import { PromoCodeRedemption } from './services/promo-code-redemption';
import { StorageFeeService } from './services/storage-fee-service';
import { UseFreeReceivingTimeHandler } from './commands/use-free-receiving-time.handler';
import { SubscriptionSettlement } from './services/subscription-settlement';
import { AdminSubscriptionController } from './http/admin-subscription.controller';
import { PromoCodesController } from './http/promo-codes.controller';
import { StorageFeesController } from './http/storage-fees.controller';
import { SubscriptionController } from './http/subscription.controller';
import { GetPromoCodeHandler, ListPromoCodesHandler } from './queries/promo-code-queries';
import { GetCurrentStorageHandler, ListStorageFeesHandler } from './queries/storage-fee-queries';
import { GetSubscriptionHandler, ListSubscriptionHistoryHandler } from './queries/subscription-queries';
import { BillingScheduler } from './scheduler/billing-scheduler';

// Wallet and cards: controllers/handlers listed first; subscriptions, promo codes and storage fees after.
const controllers: NonNullable<Parameters<typeof Module>[0]['controllers']> = [
  CardsController,
  WalletController,
  AdminWalletController,
  SubscriptionController,
  AdminSubscriptionController,
  PromoCodesController,
  StorageFeesController,
];
const commandHandlers: NonNullable<Parameters<typeof Module>[0]['providers']> = [
  AddCardHandler,
  MakeCardPrimaryHandler,
  RemoveCardHandler,
  TopUpWalletHandler,
  StaffTopUpHandler,
  StaffSpendHandler,
  ConfigureAutoTopUpHandler,
  SpendFromWalletHandler,
  RefundSpendingHandler,
  EnsureFundsHandler,
  ChangePlanHandler,
  CancelDowngradeHandler,
  UseFreeReceivingTimeHandler,
  CreatePromoCodeHandler,
  UpdatePromoCodeHandler,
  DeactivatePromoCodeHandler,
];
const queryHandlers: NonNullable<Parameters<typeof Module>[0]['providers']> = [
  ListCardsHandler,
  ListCardPaymentsHandler,
  GetWalletHandler,
  ListWalletTopUpsHandler,
  ListWalletSpendingsHandler,
  GetWalletBalanceAsOfHandler,
  GetSubscriptionHandler,
  ListSubscriptionHistoryHandler,
  ListPromoCodesHandler,
  GetPromoCodeHandler,
  ListStorageFeesHandler,
  GetCurrentStorageHandler,
];
const services: NonNullable<Parameters<typeof Module>[0]['providers']> = [
  paymentPortProvider,
  AccountStatus,
  AutoTopUpService,
  TopUpRecovery,
  PromoCodeRedemption,
  SubscriptionSettlement,
  StorageFeeService,
  BillingScheduler,
];

/** Billing: cards, the wallet ledger with auto top-up, subscriptions, promo codes, storage fees. */
@Module({ imports: [CqrsModule], controllers, providers: [...commandHandlers, ...queryHandlers, ...services], exports: [AutoTopUpService] })
export class BillingModule {}
