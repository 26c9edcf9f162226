// The onboarding mail for a seller's first sales channel, in the seller's language: what comes next.
import type { Locale } from '@ledgerhouse/contracts';

const texts: Record<Locale, (name: string, link: string) => { subject: string; text: string }> = {
  'en-US': (name, link) => ({
    subject: 'Your first sales channel is connected',
    text: `Hello,\n\nYou connected your first sales channel, “${name}”. Its orders come into Ledgerhouse on their own; link its listings to your products so stock and tracking numbers reach it:\n${link}`,
  }),
  'ru-RU': (name, link) => ({
    subject: 'Первый канал продаж подключён',
    text: `Здравствуйте!\n\nВы подключили первый канал продаж — «${name}». Его заказы приходят в Ledgerhouse сами; свяжите его товары с вашими, чтобы остатки и трек-номера попадали в него:\n${link}`,
  }),
};

export const firstChannelMail = (locale: Locale, name: string, link: string) => texts[locale](name, link);
