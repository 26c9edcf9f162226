// What the sandbox processor remembers: the behaviour behind each token and every payment by idempotency key.
import type { CardFailure } from '@ledgerhouse/contracts';
import type { SqlExecutor } from '../db/sql-client';

export type SandboxBehaviour = 'success' | 'decline' | 'insufficientFunds' | 'expired';

export interface SandboxCardRecord {
  token: string;
  behaviour: SandboxBehaviour;
  expMonth: number;
  expYear: number;
}

export interface SandboxPaymentRecord {
  idempotencyKey: string;
  paymentId: string;
  token: string;
  amountCents: number;
  failure: CardFailure | null;
}

export interface SandboxRecords {
  saveCard(card: SandboxCardRecord): Promise<void>;
  findCard(token: string): Promise<SandboxCardRecord | null>;
  /** Saves the payment unless one with the key exists; answers the stored one either way. */
  savePayment(payment: SandboxPaymentRecord): Promise<SandboxPaymentRecord>;
  findPayment(idempotencyKey: string): Promise<SandboxPaymentRecord | null>;
}

export class InMemorySandboxRecords implements SandboxRecords {
  private readonly cards = new Map<string, SandboxCardRecord>();
  private readonly payments = new Map<string, SandboxPaymentRecord>();
  async saveCard(card: SandboxCardRecord) {
    this.cards.set(card.token, card);
  }
  async findCard(token: string) {
    return this.cards.get(token) ?? null;
  }
  async savePayment(payment: SandboxPaymentRecord) {
    const existing = this.payments.get(payment.idempotencyKey);
    if (existing) return existing;
    this.payments.set(payment.idempotencyKey, payment);
    return payment;
  }
  async findPayment(key: string) {
    return this.payments.get(key) ?? null;
  }
}

type PaymentRow = { idempotency_key: string; payment_id: string; token: string; amount_cents: number; failure: string | null };

/** The sandbox tables (infra migration 0005), so tokens and payments survive a restart. */
export class SqlSandboxRecords implements SandboxRecords {
  constructor(private readonly sql: SqlExecutor) {}

  async saveCard(card: SandboxCardRecord) {
    await this.sql.query(
      'insert into sandbox_cards (token, behaviour, exp_month, exp_year) values ($1, $2, $3, $4) on conflict (token) do nothing',
      [card.token, card.behaviour, card.expMonth, card.expYear],
    );
  }

  async findCard(token: string) {
    const { rows } = await this.sql.query<{ token: string; behaviour: SandboxBehaviour; exp_month: number; exp_year: number }>(
      'select token, behaviour, exp_month, exp_year from sandbox_cards where token = $1',
      [token],
    );
    const row = rows[0];
    return row ? { token: row.token, behaviour: row.behaviour, expMonth: row.exp_month, expYear: row.exp_year } : null;
  }

  async savePayment(p: SandboxPaymentRecord) {
    await this.sql.query(
      'insert into sandbox_payments (idempotency_key, payment_id, token, amount_cents, failure) values ($1, $2, $3, $4, $5) on conflict (idempotency_key) do nothing',
      [p.idempotencyKey, p.paymentId, p.token, p.amountCents, p.failure],
    );
    return (await this.findPayment(p.idempotencyKey)) ?? p;
  }

  async findPayment(key: string) {
    const { rows } = await this.sql.query<PaymentRow>(
      'select idempotency_key, payment_id, token, amount_cents, failure from sandbox_payments where idempotency_key = $1',
      [key],
    );
    const row = rows[0];
    return row
      ? {
          idempotencyKey: row.idempotency_key,
          paymentId: row.payment_id,
          token: row.token,
          amountCents: Number(row.amount_cents),
          failure: row.failure as CardFailure | null,
        }
      : null;
  }
}
