// The warehouse operations mail telling a seller a product's stock fell below its reorder threshold, with a link to an
// inbound shipment draft prefilled with the product and the suggested quantity, in the seller's language.
import type { Locale, ReorderLevel, ReorderThreshold } from '@ledgerhouse/contracts';

export interface ReorderAlertFacts {
  sku: string;
  title: string;
  threshold: ReorderThreshold;
  level: ReorderLevel;
  suggestedQuantity: number;
}

const enThreshold = (t: ReorderThreshold) => (t.basis === 'DAYS' ? `${t.value} days of stock left` : `${t.value} units available`);
const ruThreshold = (t: ReorderThreshold) => (t.basis === 'DAYS' ? `запас на ${t.value} дн.` : `${t.value} шт. в наличии`);
const enLevel = (l: ReorderLevel) =>
  `${l.available} units available${l.daysLeft === null ? '' : `, ${l.daysLeft} days left at the current pace`}`;
const ruLevel = (l: ReorderLevel) =>
  `в наличии ${l.available} шт.${l.daysLeft === null ? '' : `, хватит на ${l.daysLeft} дн. при текущих продажах`}`;

const texts: Record<Locale, (f: ReorderAlertFacts, link: string) => { subject: string; text: string }> = {
  'en-US': (f, link) => ({
    subject: `Time to reorder ${f.sku}: stock below your threshold`,
    text: `Hello,\n\n${f.title} (${f.sku}) fell below your reorder threshold of ${enThreshold(f.threshold)}: ${enLevel(f.level)}.\n\nAn inbound shipment of ${f.suggestedQuantity} units, ready to check and send:\n${link}\n\nWe will tell you again only after the stock is back above the threshold and falls below it once more.`,
  }),
  'ru-RU': (f, link) => ({
    subject: `Пора пополнить ${f.sku}: запас ниже порога`,
    text: `Здравствуйте!\n\nТовар ${f.title} (${f.sku}) опустился ниже вашего порога пополнения (${ruThreshold(f.threshold)}): ${ruLevel(f.level)}.\n\nПоставка на ${f.suggestedQuantity} шт., готовая к проверке и отправке:\n${link}\n\nСнова напомним, только когда запас поднимется выше порога и опять опустится ниже.`,
  }),
};

export const reorderAlertMail = (locale: Locale, facts: ReorderAlertFacts, link: string) => texts[locale](facts, link);

/** The inbound wizard opened with the product and the quantity (web/src/features/shipments/wizard). */
export const reorderDraftPath = (productId: string, quantity: number) =>
  `/create-inbound-shipment?productId=${encodeURIComponent(productId)}&quantity=${quantity}`;
