// The mail telling an endpoint's owner that Ledgerhouse disabled it after a day of failed deliveries, in the language
// the owner used the app in when they created it: the URL, the last failure, and where to enable it again.
import type { Locale, OutgoingMail } from '@ledgerhouse/contracts';

export interface WebhookDisabledMailInput {
  to: string;
  locale: Locale;
  url: string;
  /** `HTTP 500` or the error of the last attempt. */
  lastFailure: string;
  link: string;
}

const texts: Record<Locale, { subject: string; body: (url: string, failure: string) => string; open: string }> = {
  'en-US': {
    subject: 'Webhook disabled: deliveries kept failing',
    body: (url, failure) =>
      `Hello,\n\nEvery delivery to your webhook endpoint ${url} failed for more than a day (last attempt: ${failure}), so Ledgerhouse disabled it. Nothing is sent to it until you enable it again; the deliveries it missed wait in its log and can be replayed.`,
    open: 'Check the endpoint and enable it:',
  },
  'ru-RU': {
    subject: 'Вебхук отключён: доставки не проходили',
    body: (url, failure) =>
      `Здравствуйте!\n\nВсе доставки на ваш вебхук ${url} не проходили больше суток (последняя попытка: ${failure}), поэтому Ledgerhouse отключил его. Пока вы не включите его снова, ничего не отправляется; пропущенные доставки остаются в журнале, их можно отправить повторно.`,
    open: 'Проверьте адрес и включите вебхук:',
  },
};

export function webhookDisabledMail({ to, locale, url, lastFailure, link }: WebhookDisabledMailInput): OutgoingMail {
  const t = texts[locale];
  return { to, subject: t.subject, text: `${t.body(url, lastFailure)}\n\n${t.open}\n${link}` };
}
