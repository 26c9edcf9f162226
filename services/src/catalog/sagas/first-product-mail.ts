// The onboarding mail for a seller's first product, in the seller's language: what comes next.
import type { Locale } from '@ledgerhouse/contracts';

const texts: Record<Locale, (title: string, link: string) => { subject: string; text: string }> = {
  'en-US': (title, link) => ({
    subject: 'Your first product is in Ledgerhouse',
    text: `Hello,\n\nYou added your first product, “${title}”. Next, send it to the warehouse in an inbound shipment, so it can be stored and shipped to your buyers:\n${link}`,
  }),
  'ru-RU': (title, link) => ({
    subject: 'Первый товар добавлен в Ledgerhouse',
    text: `Здравствуйте!\n\nВы добавили первый товар — «${title}». Теперь отправьте его на склад поставкой, чтобы мы хранили его и отправляли покупателям:\n${link}`,
  }),
};

export const firstProductMail = (locale: Locale, title: string, link: string) => texts[locale](title, link);
