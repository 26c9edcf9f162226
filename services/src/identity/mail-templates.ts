import type { Locale, OutgoingMail } from '@ledgerhouse/contracts';

type Template = (link: string, name: string) => { subject: string; text: string };

type MailKind = 'confirm' | 'reset' | 'welcome';

const templates: Record<MailKind, Record<Locale, Template>> = {
  confirm: {
    'en-US': (link, name) => ({
      subject: 'Confirm your email for Ledgerhouse',
      text: `Hello ${name},\n\nConfirm your email to start using Ledgerhouse:\n${link}\n\nIf you did not sign up, ignore this message.`,
    }),
    'ru-RU': (link, name) => ({
      subject: 'Подтвердите почту для Ledgerhouse',
      text: `Здравствуйте, ${name}!\n\nПодтвердите почту, чтобы начать работу в Ledgerhouse:\n${link}\n\nЕсли вы не регистрировались, просто проигнорируйте это письмо.`,
    }),
  },
  // Onboarding: once, when the email is confirmed; `link` is the app's products page, where a seller starts.
  welcome: {
    'en-US': (link, name) => ({
      subject: 'Welcome to Ledgerhouse',
      text: `Hello ${name},\n\nYour email is confirmed. Start by adding your products:\n${link}\n\nThen connect a sales channel and send your first shipment to the warehouse.`,
    }),
    'ru-RU': (link, name) => ({
      subject: 'Добро пожаловать в Ledgerhouse',
      text: `Здравствуйте, ${name}!\n\nПочта подтверждена. Начните с добавления товаров:\n${link}\n\nЗатем подключите канал продаж и отправьте первую поставку на склад.`,
    }),
  },
  reset: {
    'en-US': (link, name) => ({
      subject: 'Reset your Ledgerhouse password',
      text: `Hello ${name},\n\nSet a new password here:\n${link}\n\nThe link works once. If you did not ask for it, ignore this message.`,
    }),
    'ru-RU': (link, name) => ({
      subject: 'Сброс пароля Ledgerhouse',
      text: `Здравствуйте, ${name}!\n\nЗадайте новый пароль по ссылке:\n${link}\n\nСсылка одноразовая. Если вы не запрашивали сброс, проигнорируйте это письмо.`,
    }),
  },
};

export function mailFor(kind: MailKind, locale: Locale, to: string, name: string, link: string): OutgoingMail {
  return { to, ...templates[kind][locale](link, name) };
}
