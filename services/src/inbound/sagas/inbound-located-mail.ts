// The warehouse operations mail telling a seller their inbound shipment is received and every good unit placed in a
// bin, with the counts, in the seller's language.
import type { Locale } from '@ledgerhouse/contracts';

export interface InboundLocatedCounts {
  number: string;
  declared: number;
  received: number;
  damaged: number;
  placed: number;
}

const texts: Record<Locale, (c: InboundLocatedCounts, link: string) => { subject: string; text: string }> = {
  'en-US': (c, link) => ({
    subject: `Inbound shipment ${c.number} is received and placed`,
    text: `Hello,\n\nThe warehouse received your inbound shipment ${c.number} and placed it in stock.\n\nDeclared: ${c.declared} units\nReceived in good condition: ${c.received}\nDamaged: ${c.damaged}\nPlaced in bins: ${c.placed}\n\nThe shipment:\n${link}`,
  }),
  'ru-RU': (c, link) => ({
    subject: `Поставка ${c.number} принята и размещена`,
    text: `Здравствуйте!\n\nСклад принял вашу поставку ${c.number} и разместил её на хранение.\n\nЗаявлено: ${c.declared} шт.\nПринято без повреждений: ${c.received}\nПовреждено: ${c.damaged}\nРазмещено по ячейкам: ${c.placed}\n\nПоставка:\n${link}`,
  }),
};

export const inboundLocatedMail = (locale: Locale, counts: InboundLocatedCounts, link: string) => texts[locale](counts, link);
