// The seller's language is not part of the profile: the web client sends it as Accept-Language with every call. The
// language a seller last used the app in is kept (support_seller_locales, decision 0012) for the mail they get: unread
// support replies and the notification mails (services/src/notifications). Updated only when it changed.
import { Inject, Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Observable } from 'rxjs';
import type { Clock } from '@ledgerhouse/infra';
import { currentRequestContext } from '../../event-sourcing/request-context';
import type { AuthedRequest } from '../../http/auth/authed-request';
import { CLOCK, READ_DB } from '../../persistence/tokens';
import type { SupportReplyMailTables } from '../sagas/support-reply-mail.table';

/** How long a language written here is taken as still stored, and for how many sellers at most. */
const MEMO_MS = 10 * 60_000;
const MEMO_SIZE = 10_000;

@Injectable()
export class SellerLocaleInterceptor implements NestInterceptor {
  private readonly logger = new Logger('SellerLocale');

  constructor(
    @Inject(READ_DB) private readonly db: Kysely<SupportReplyMailTables>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const auth = req.auth;
    const locale = currentRequestContext()?.locale;
    // Sellers themselves only (not staff, nor staff acting as a seller), and only a language they named: a call without
    // Accept-Language or with `*` (a script, an API client, fetch's default) keeps the one the web client last sent.
    const header = req.headers['accept-language']?.trim();
    const sent = Boolean(header) && header !== '*';
    if (auth && auth.typ === null && !auth.impersonatorId && locale && sent) await this.remember(auth.sub, locale);
    return next.handle();
  }

  /**
   * What this process last wrote per seller, so that a seller's every request does not cost a statement: the same
   * language again within MEMO_MS is not written. Expiring, since another process may have written another since.
   */
  private readonly written = new Map<string, { locale: string; at: number }>();

  private async remember(sellerId: string, locale: string): Promise<void> {
    const now = Date.now();
    const last = this.written.get(sellerId);
    if (last && last.locale === locale && now - last.at < MEMO_MS) return;
    this.written.delete(sellerId);
    if (this.written.size >= MEMO_SIZE) this.written.delete(this.written.keys().next().value!);
    this.written.set(sellerId, { locale, at: now });
    try {
      await this.db
        .insertInto('support_seller_locales')
        .values({ seller_id: sellerId, locale, seen_at: this.clock.now() })
        .onConflict((oc) =>
          oc.column('seller_id').doUpdateSet({ locale, seen_at: this.clock.now() }).where('support_seller_locales.locale', '!=', locale),
        )
        .execute();
    } catch (err) {
      this.written.delete(sellerId);
      this.logger.warn({ err }, 'Could not keep the seller’s language; their mail falls back to the last one kept');
    }
  }
}
