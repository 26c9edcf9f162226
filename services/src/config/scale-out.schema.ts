// Configuration of the scale-out path: the process's role, the Kafka integration topics and the webhooks dispatcher.
import { z } from 'zod';

const blankIsUnset = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v));

export const scaleOutConfig = {
  /**
   * What this process runs. `all` (the default, `npm start`): HTTP, WebSockets and every background runner. `api`: HTTP
   * and WebSockets only. `worker`: projectors, sagas, the Kafka relay, webhooks and schedulers, each under a lease so
   * one worker at a time runs it; it serves only /api/health.
   */
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** How often a process tries again for the job leases it does not hold (and checks its lease connection), in ms. */
  LEASE_RETRY_MS: z.coerce.number().int().min(10).max(60_000).default(2000),
  /** Comma-separated Kafka bootstrap brokers (`host:9092,host2:9092`); unset: no Kafka relay and no command topic. */
  KAFKA_BROKERS: blankIsUnset.pipe(z.string().max(2000).optional()).optional(),
  /** The Kafka client id and the CloudEvents `source` prefix. */
  KAFKA_CLIENT_ID: z.string().trim().min(1).max(100).default('ledgerhouse'),
  /** TLS to the brokers (the system's trusted CAs). Off by default, as the compose example's single broker needs. */
  KAFKA_SSL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * The relay and the order-commands consumer create the topics they use when missing, before they publish or consume
   * (a refusal, e.g. ACLs that forbid it, is logged and the job carries on). `false`: topics are provisioned by hand.
   */
  KAFKA_CREATE_TOPICS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Partitions of a topic the app creates (an existing topic keeps its own). */
  KAFKA_TOPIC_PARTITIONS: z.coerce.number().int().min(1).max(1000).default(6),
  /** SASL authentication to the brokers; with a mechanism, KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD are required. */
  KAFKA_SASL_MECHANISM: blankIsUnset.pipe(z.enum(['plain', 'scram-sha-256', 'scram-sha-512']).optional()).optional(),
  KAFKA_SASL_USERNAME: blankIsUnset.pipe(z.string().max(500).optional()).optional(),
  // No length rule: a config error prints the value it refuses, and this one must never be printed.
  KAFKA_SASL_PASSWORD: blankIsUnset.optional(),
  /**
   * The sellers the order-commands topic may place orders for: comma-separated seller ids, or `*` for every seller.
   * Unset: the topic is not consumed at all (the relay still runs with KAFKA_BROKERS). Whoever can write to the topic
   * acts for these sellers, so the topic must be locked down with Kafka ACLs and SASL.
   */
  KAFKA_ORDER_COMMAND_SELLERS: blankIsUnset
    .pipe(
      z
        .union([
          z.literal('*'),
          z
            .string()
            .transform((v) =>
              v
                .split(',')
                .map((id) => id.trim())
                .filter((id) => id !== ''),
            )
            .pipe(z.array(z.uuid({ message: 'seller ids are UUIDs' })).min(1)),
        ])
        .optional(),
    )
    .optional(),
  /** How often the webhooks dispatcher looks for due deliveries, in ms; 0 = only when asked (tests). */
  WEBHOOK_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  /** How long one webhook delivery may take before it counts as failed. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
};

/** A SASL mechanism needs its username and password; a username or password without a mechanism is a mistake too. */
export function kafkaSecurityRules(
  c: { KAFKA_SASL_MECHANISM?: string; KAFKA_SASL_USERNAME?: string; KAFKA_SASL_PASSWORD?: string },
  ctx: z.RefinementCtx,
): void {
  if (c.KAFKA_SASL_MECHANISM) {
    for (const key of ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'] as const)
      if (!c[key])
        ctx.addIssue({ code: 'custom', path: [key], message: `is required with KAFKA_SASL_MECHANISM=${c.KAFKA_SASL_MECHANISM}` });
  } else if (c.KAFKA_SASL_USERNAME || c.KAFKA_SASL_PASSWORD) {
    ctx.addIssue({
      code: 'custom',
      path: ['KAFKA_SASL_MECHANISM'],
      message: 'is required with KAFKA_SASL_USERNAME or KAFKA_SASL_PASSWORD (plain, scram-sha-256 or scram-sha-512)',
    });
  }
}
