// The warehouse operations mail telling a seller their order is handed over to the carrier, with the carrier and the
// tracking number, in the seller's language.
import type { Locale } from '@ledgerhouse/contracts';

export interface ShippedOrder {
  number: string;
  carrier: string;
  trackingNumber: string;
}

const texts: Record<Locale, (o: ShippedOrder, link: string) => { subject: string; text: string }> = {
  'en-US': (o, link) => ({
    subject: `Order ${o.number} is shipped`,
    text: `Hello,\n\nYour order ${o.number} was handed over to the carrier.\n\nCarrier: ${o.carrier}\nTracking number: ${o.trackingNumber}\n\nYour orders:\n${link}`,
  }),
  'ru-RU': (o, link) => ({
    subject: `Заказ ${o.number} отправлен`,
    text: `Здравствуйте!\n\nВаш заказ ${o.number} передан перевозчику.\n\nПеревозчик: ${o.carrier}\nТрек-номер: ${o.trackingNumber}\n\nВаши заказы:\n${link}`,
  }),
};

export const orderShippedMail = (locale: Locale, order: ShippedOrder, link: string) => texts[locale](order, link);
