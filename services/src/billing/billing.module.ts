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

// Wallet and cards: controllers/handlers listed first; subscriptions, promo codes and storage fees after.
const controllers: NonNullable<Parameters<typeof Module>[0]['controllers']> = [CardsController, WalletController, AdminWalletController];
const commandHandlers: NonNullable<Parameters<typeof Module>[0]['providers']> = [LinkCardHandler, ChangeCardHandler, TopUpWalletHandler, StaffTopUpHandler, ConfigureAutoTopUpHandler, SpendFromWalletHandler];
const queryHandlers: NonNullable<Parameters<typeof Module>[0]['providers']> = [ListCardsHandler, ListCardPaymentsHandler, GetWalletHandler, ListWalletTopUpsHandler, ListWalletSpendingsHandler, GetWalletBalanceAsOfHandler];
const services: NonNullable<Parameters<typeof Module>[0]['providers']> = [paymentPortProvider, AccountStatus, AutoTopUpService];

/** Billing: cards, the wallet ledger with auto top-up, subscriptions, promo codes, storage fees. */
@Module({ imports: [CqrsModule], controllers, providers: [...commandHandlers, ...queryHandlers, ...services], exports: [AutoTopUpService] })
export class BillingModule {}
