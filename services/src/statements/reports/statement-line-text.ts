// A statement line's entry name and details in the reader's language, for the PDF and the tables.
import {
  describeSpendingReference,
  type Locale,
  type SpendingPurpose,
  type StatementLineView,
  type TopUpSource,
} from '@ledgerhouse/contracts';

const PURPOSES: Record<Locale, Record<SpendingPurpose, string>> = {
  'en-US': {
    SUBSCRIPTION: 'Subscription',
    INBOUND_SHIPMENT: 'Inbound shipment',
    ORDER_FULFILLMENT: 'Order fulfillment',
    FORWARDING_SHIPMENT: 'Forwarding shipment',
    RETURN_SHIPMENT: 'Return label',
    STORAGE_FEE: 'Storage fee',
    OTHER: 'Other',
  },
  'ru-RU': {
    SUBSCRIPTION: 'Подписка',
    INBOUND_SHIPMENT: 'Входящая поставка',
    ORDER_FULFILLMENT: 'Исполнение заказа',
    FORWARDING_SHIPMENT: 'Переадресация',
    RETURN_SHIPMENT: 'Этикетка возврата',
    STORAGE_FEE: 'Плата за хранение',
    OTHER: 'Прочее',
  },
};
const SOURCES: Record<Locale, Record<TopUpSource, string>> = {
  'en-US': { MANUAL_FUND: 'Top-up from a card', AUTO_FUND: 'Auto top-up', BY_STAFF: 'Top-up by staff', REFUND: 'Refund' },
  'ru-RU': { MANUAL_FUND: 'Пополнение с карты', AUTO_FUND: 'Автопополнение', BY_STAFF: 'Пополнение сотрудником', REFUND: 'Возврат' },
};

export function entryText(line: StatementLineView, locale: Locale): string {
  if (line.kind === 'TOP_UP') {
    const source = SOURCES[locale][line.source ?? 'MANUAL_FUND'];
    return line.purpose ? `${source}: ${PURPOSES[locale][line.purpose]}` : source;
  }
  return PURPOSES[locale][line.purpose ?? 'OTHER'];
}

export function detailsText(line: StatementLineView, locale: Locale): string {
  return line.reference ? describeSpendingReference(line.reference, locale) : (line.comment ?? '');
}
