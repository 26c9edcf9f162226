// The billing mails, in the seller's language: a card top-up refused, a subscription renewal that failed, and the
// balance fallen below the auto top-up trigger while auto top-up is off. Money, card failures and plan names are
// worded as in the support system messages (one format per language).
import { formatSupportTemplateParam, type Locale, type Plan } from '@ledgerhouse/contracts';

export type BillingMail =
  | { kind: 'top-up-failed'; amountCents: number; failure: string }
  | { kind: 'renewal-failed'; plan: Plan }
  | { kind: 'low-balance'; balanceCents: number; triggerLevelCents: number };

type Texts = { subject: string; body: string; open: string };

function texts(mail: BillingMail, locale: Locale): Texts {
  const f = (name: string, value: string | number) => formatSupportTemplateParam(name, value, locale);
  const ru = locale === 'ru-RU';
  switch (mail.kind) {
    case 'top-up-failed':
      return ru
        ? {
            subject: 'Пополнение баланса не прошло',
            body: `Карта отклонила пополнение на ${f('amountCents', mail.amountCents)}: ${f('failure', mail.failure)}`,
            open: 'Проверьте карту и пополните баланс:',
          }
        : {
            subject: 'Your wallet top-up failed',
            body: `The card refused the top-up of ${f('amountCents', mail.amountCents)}: ${f('failure', mail.failure)}`,
            open: 'Check the card and top up the wallet:',
          };
    case 'renewal-failed':
      return ru
        ? {
            subject: 'Подписка не продлена',
            body: `Не удалось продлить тариф «${f('plan', mail.plan)}»: на балансе не хватило средств, подписка завершена.`,
            open: 'Пополните баланс и выберите тариф:',
          }
        : {
            subject: 'Your subscription could not be renewed',
            body: `The ${f('plan', mail.plan)} plan could not be renewed: the wallet did not cover it, so the subscription ended.`,
            open: 'Top up the wallet and choose a plan:',
          };
    case 'low-balance':
      return ru
        ? {
            subject: 'Баланс ниже порога пополнения',
            body: `Баланс — ${f('balanceCents', mail.balanceCents)}, ниже порога ${f('triggerLevelCents', mail.triggerLevelCents)}. Автопополнение выключено, поэтому баланс не пополнится сам.`,
            open: 'Пополните баланс или включите автопополнение:',
          }
        : {
            subject: 'Your wallet balance is low',
            body: `The balance is ${f('balanceCents', mail.balanceCents)}, below the trigger level of ${f('triggerLevelCents', mail.triggerLevelCents)}. Auto top-up is off, so it will not top up by itself.`,
            open: 'Top up the wallet or turn auto top-up on:',
          };
  }
}

export function billingMail(mail: BillingMail, locale: Locale, link: string): { subject: string; text: string } {
  const t = texts(mail, locale);
  return { subject: t.subject, text: `${locale === 'ru-RU' ? 'Здравствуйте!' : 'Hello,'}\n\n${t.body}\n\n${t.open}\n${link}` };
}
