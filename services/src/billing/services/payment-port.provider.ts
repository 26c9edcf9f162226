// Which card processor the app talks to: Stripe when STRIPE_SECRET_KEY is set, the sandbox otherwise.
import type { Provider } from '@nestjs/common';
import { SandboxPayments, SqlSandboxRecords, StripePayments, type Clock, type PaymentPort, type SqlClient } from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';
import { APP_CONFIG, CLOCK, SQL_CLIENT } from '../../persistence/tokens';

export const PAYMENT_PORT = Symbol('PAYMENT_PORT');

export const paymentPortProvider: Provider = {
  provide: PAYMENT_PORT,
  inject: [APP_CONFIG, SQL_CLIENT, CLOCK],
  useFactory: (config: AppConfig, sql: SqlClient, clock: Clock): PaymentPort =>
    config.STRIPE_SECRET_KEY ? new StripePayments(config.STRIPE_SECRET_KEY) : new SandboxPayments(new SqlSandboxRecords(sql), clock),
};
