import { z } from 'zod';
import { channelsConfig, channelsRules } from './channels.schema';
import { externalServicesConfig, externalServicesRules } from './external-services.schema';
import { fileStorageConfig, fileStorageRules } from './file-storage.schema';
import { kafkaSecurityRules, scaleOutConfig } from './scale-out.schema';
import { warehouseAddressConfig } from './warehouse-address.schema';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/** Every environment variable the app reads, validated once at boot. Nothing else reads process.env. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: optionalUrl,
    /**
     * Connections each process may open to DATABASE_URL (its pool; the event-store listener and the lease connection come
     * on top). Every API process and worker has its own: together they must stay under the server's max_connections.
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
    DATA_DIR: z.string().default('.data'),
    EVENT_STORE_URL: optionalUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    MIN_POSITION_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    /** A request holding an Idempotency-Key longer than this is taken as dead: a retry with the key then runs. */
    IDEMPOTENCY_IN_PROGRESS_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    WEB_DIST_DIR: z.string().optional(),
    /** HS256 key for access tokens; required in production and with DATABASE_URL, else a random key kept in DATA_DIR. */
    JWT_SECRET: z.string().min(32).optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    CONFIRMATION_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(48),
    RESET_LINK_TTL_MINUTES: z.coerce.number().int().min(5).max(10_080).default(60),
    /** Where links in mail point; defaults to this server's own address. */
    PUBLIC_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    /** Google sign-in (OpenID Connect); any OIDC issuer works, e.g. a local provider in tests. Off without a client id. */
    GOOGLE_OIDC_ISSUER: z.url().default('https://accounts.google.com'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    MAIL_FROM: z.string().default('Ledgerhouse <no-reply@ledgerhouse.local>'),
    /** Requests per minute per signed-in user (or per address when anonymous). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /**
     * Which proxies may tell us the client address (X-Forwarded-For): off by default, so the socket address counts.
     * A hop count ("1") or a comma-separated list of proxy addresses/subnets ("loopback", "10.0.0.0/8").
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .refine((v) => v !== 'true', 'trusting every proxy lets any client choose its address: give a hop count or proxy addresses')
      .transform((v): false | number | string[] =>
        v === '' || v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v.split(',').map((a) => a.trim()),
      ),
    /** Login, registration and reset attempts per minute per address. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Orders in the past 30 days that earn a seller a free first month of basic or premium. */
    FREE_MONTH_ORDER_THRESHOLD: z.coerce.number().int().min(1).default(100),
    /** How often the billing scheduler runs due work (renewals, downgrades, storage fees); 0 = only on start. Off in tests. */
    BILLING_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
    /** How often every active sales channel's new orders are imported; 0 = never on a schedule. Unset: 60 s, off in tests. */
    CHANNEL_IMPORT_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
    /** The first wait before a failed tracking push to a sales channel is tried again; each later wait is 4 times longer. */
    CHANNEL_TRACKING_RETRY_MS: z.coerce.number().int().min(1).default(30_000),
    /** A support reply the seller has not read this long after it was posted is mailed to them (once per unread burst). */
    SUPPORT_REPLY_MAIL_DELAY_MS: z.coerce.number().int().min(0).default(300_000),
    /** Charge cards through Stripe; the sandbox processor when unset. */
    STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
    /** Test-only: outbound calls to user-typed URLs (photo checks) may also reach loopback and private addresses, e.g. a local image server. Refused in production. */
    OUTBOUND_ALLOW_PRIVATE_ADDRESSES: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** false: this process never competes for the sagas' leases (tests that drive them by hand); ROLE decides where they run. */
    SAGAS_ENABLED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Demo accounts (published password) and data; on by default outside production, never in production. */
    SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
    ...externalServicesConfig,
    ...channelsConfig,
    ...fileStorageConfig,
    ...warehouseAddressConfig,
    ...scaleOutConfig,
  })
  .refine((c) => !(c.NODE_ENV === 'production' && c.SEED_DEMO_DATA === 'true'), {
    path: ['SEED_DEMO_DATA'],
    message: 'demo accounts use a published password and are never seeded in production (unset it or set false)',
  })
  .transform((c) => ({ ...c, SEED_DEMO_DATA: c.SEED_DEMO_DATA === undefined ? c.NODE_ENV !== 'production' : c.SEED_DEMO_DATA === 'true' }))
  .refine((c) => !(c.NODE_ENV === 'production' && c.OUTBOUND_ALLOW_PRIVATE_ADDRESSES), {
    path: ['OUTBOUND_ALLOW_PRIVATE_ADDRESSES'],
    message: 'is test-only: in production outbound calls never reach private addresses',
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.JWT_SECRET, { path: ['JWT_SECRET'], message: 'is required in production' })
  .superRefine(externalServicesRules)
  .superRefine(channelsRules)
  .superRefine(fileStorageRules)
  .superRefine(kafkaSecurityRules);

export type AppConfig = z.infer<typeof configSchema>;

/** The access-token key; the embedded start fills it from DATA_DIR (withSigningKey) before the app is built. */
export function jwtSecret(config: AppConfig): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  throw new Error('JWT_SECRET is not set: start through main.ts (which keeps a key in DATA_DIR) or set JWT_SECRET');
}
