// Mails an endpoint's owner when the dispatcher disabled it as FAILING, from the WebhookDisabled fact on the saga's
// checkpointed subscription: a crash between the disable and the send sends the mail when the saga resumes (at least
// once), where a send after the command in the dispatcher was lost with the process. A send the mail server may take
// later is retried with the saga's back-off; one it refused for good (a 5xx, a rejected address) is logged and dropped,
// so it cannot hold back everyone else's mails. No mail when the owner enabled or deleted the endpoint since (a saga
// catching up), nor for a disable written without its last failure (not by this dispatcher: its owner was mailed then).
// The mail is in the language the owner created the endpoint in, with the URL it had then.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type WebhookEvent } from '@ledgerhouse/contracts';
import { isPermanentMailRefusal, type MailPort, type StoredEvent } from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';
import { APP_CONFIG, COMMAND_DEPS, MAIL_PORT, READ_DB, type CommandDeps } from '../../persistence/tokens';
import type { Saga } from '../../sagas/saga';
import type { WebhookDb } from './webhook-delivery.tables';
import { webhookDisabledMail } from './webhook-disabled-mail';

@Injectable()
export class WebhookDisabledMailSaga implements Saga {
  readonly name = 'webhook-disabled-mail';
  readonly handles = ['WebhookDisabled'];
  private readonly logger = new Logger('WebhookDisabledMail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(READ_DB) private readonly db: WebhookDb,
    @Inject(MAIL_PORT) private readonly mail: MailPort,
  ) {}

  async react(stored: StoredEvent): Promise<void> {
    const disabled = stored as unknown as Extract<WebhookEvent, { type: 'WebhookDisabled' }>;
    if (disabled.data.reason !== 'FAILING' || disabled.data.lastFailure === undefined) return;
    const history = (await this.deps.store.readStream(stored.streamId)) as unknown as WebhookEvent[];
    const upTo = history.slice(0, stored.version);
    const since = history.slice(stored.version);
    if (since.some((e) => e.type === 'WebhookEnabled' || e.type === 'WebhookDeleted')) return;
    const created = upTo.find((e) => e.type === 'WebhookCreated');
    if (!created) return;
    const url = upTo.reduce((u, e) => (e.type === 'WebhookCreated' || e.type === 'WebhookUpdated' ? e.data.url : u), created.data.url);
    const owner = await this.db
      .selectFrom('users')
      .select(['email', 'notification_email'])
      .where('id', '=', created.data.ownerId)
      .executeTakeFirst();
    if (!owner) return;
    const { webhookId, scope } = created.data;
    const locale = SUPPORTED_LOCALES.find((l) => l === created.data.locale) ?? DEFAULT_LOCALE;
    // The web app's pages: a seller's endpoints under the profile, the warehouse's under admin.
    const page = scope === 'WAREHOUSE' ? 'admin/webhooks' : 'profile/webhooks';
    const base = (this.config.PUBLIC_URL ?? `http://${this.config.HOST}:${this.config.PORT}`).replace(/\/$/, '');
    const { lastFailure } = disabled.data;
    const mail = webhookDisabledMail({
      to: owner.notification_email || owner.email,
      locale,
      url,
      lastFailure,
      link: `${base}/${page}/${webhookId}`,
    });
    try {
      await this.mail.send(mail);
    } catch (err) {
      if (!isPermanentMailRefusal(err)) throw err;
      const { responseCode, code } = err as { responseCode?: number; code?: string };
      this.logger.error({ webhookId, responseCode, code }, 'Webhook disabled mail refused for good by the mail server; not sent');
    }
  }
}
