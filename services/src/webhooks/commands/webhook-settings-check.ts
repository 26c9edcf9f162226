// What a webhook's URL and event types must be before an endpoint takes them: an address the guard admits (https only in
// production; loopback, private and reserved ranges refused, as the dispatcher refuses them again at each delivery, DNS
// may change) and known public event types.
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, INTEGRATION_EVENTS } from '@ledgerhouse/contracts';
import type { GuardedFetch } from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import { OUTBOUND_FETCH } from '../../outbound/outbound-fetch.provider';
import { APP_CONFIG } from '../../persistence/tokens';

const invalid = (code: ErrorCode, field: string) => new DomainError(code, {}, { fields: [{ field, code }] });

@Injectable()
export class WebhookSettingsCheck {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OUTBOUND_FETCH) private readonly outbound: GuardedFetch,
  ) {}

  async url(url: string): Promise<void> {
    const parsed = new URL(url);
    if (this.config.NODE_ENV === 'production' && parsed.protocol !== 'https:') throw invalid(ErrorCode.WEBHOOK_URL_INVALID, 'url');
    if (parsed.username || parsed.password) throw invalid(ErrorCode.WEBHOOK_URL_INVALID, 'url');
    try {
      await this.outbound.guard.check(parsed);
    } catch {
      throw invalid(ErrorCode.WEBHOOK_URL_INVALID, 'url');
    }
  }

  /** The types, each once, in the order given; WEBHOOK_EVENT_TYPES_INVALID names the unknown ones. */
  eventTypes(types: readonly string[]): string[] {
    const known = new Set(INTEGRATION_EVENTS.map((e) => e.type));
    const unknown = types.filter((t) => !known.has(t));
    if (unknown.length > 0)
      throw new DomainError(
        ErrorCode.WEBHOOK_EVENT_TYPES_INVALID,
        { unknown: unknown.join(', ') },
        {
          fields: [{ field: 'eventTypes', code: ErrorCode.WEBHOOK_EVENT_TYPES_INVALID }],
        },
      );
    return [...new Set(types)];
  }
}
