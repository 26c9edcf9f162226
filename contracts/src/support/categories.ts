// Support chat categories and their numbered subjects (spec 3: each has 3-7), in every locale. A chat stores the
// category and the subject's number, never its text, so each reader sees it in their own language.
import type { Locale } from '../locale';

export const SUPPORT_CATEGORIES = [
  'TECHNICAL_ISSUES',
  'BILLING',
  'FULFILLMENT',
  'INBOUND_SHIPMENT',
  'FUND_WALLET',
  'FORWARDING',
  'WAREHOUSE',
  'OTHER',
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

type Texts = Record<Locale, string>;
const t = (en: string, ru: string): Texts => ({ 'en-US': en, 'ru-RU': ru });

export const SUPPORT_CATEGORY_NAMES: Record<SupportCategory, Texts> = {
  TECHNICAL_ISSUES: t('Technical issues', 'Технические проблемы'),
  BILLING: t('Billing', 'Оплата и счета'),
  FULFILLMENT: t('Fulfillment', 'Выполнение заказов'),
  INBOUND_SHIPMENT: t('Inbound shipment', 'Входящая поставка'),
  FUND_WALLET: t('Fund wallet', 'Пополнение кошелька'),
  FORWARDING: t('Forwarding', 'Переадресация'),
  WAREHOUSE: t('Warehouse', 'Склад'),
  OTHER: t('Other', 'Другое'),
};

/** Subject n of a category is SUPPORT_SUBJECTS[category][n - 1]. Append only: a stored number must keep its meaning. */
export const SUPPORT_SUBJECTS: Record<SupportCategory, readonly Texts[]> = {
  TECHNICAL_ISSUES: [
    t('I cannot sign in', 'Не получается войти'),
    t('A page shows an error', 'Страница показывает ошибку'),
    t('A sales channel does not sync', 'Канал продаж не синхронизируется'),
    t('A file does not upload', 'Файл не загружается'),
    t('Something else does not work', 'Что-то другое не работает'),
    t('Set up a sales channel with a manager’s help', 'Настроить канал продаж с помощью менеджера'),
  ],
  BILLING: [
    t('A charge I do not recognise', 'Непонятное списание'),
    t('My card was declined', 'Карта отклонена'),
    t('Subscription and plans', 'Подписка и тарифы'),
    t('Storage fees', 'Плата за хранение'),
    t('Promo code', 'Промокод'),
    t('Invoices and receipts', 'Счета и чеки'),
  ],
  FULFILLMENT: [
    t('An order is not shipped', 'Заказ не отправлен'),
    t('Wrong item or quantity shipped', 'Отправлен не тот товар или не то количество'),
    t('Tracking number', 'Трек-номер'),
    t('A return', 'Возврат'),
    t('Shipping rates and carriers', 'Тарифы и перевозчики'),
  ],
  INBOUND_SHIPMENT: [
    t('My shipment has not been received', 'Поставка не принята'),
    t('Received quantity differs', 'Принято другое количество'),
    t('Damaged goods', 'Повреждённый товар'),
    t('How to label and send goods', 'Как маркировать и отправить товар'),
  ],
  FUND_WALLET: [
    t('A top-up did not arrive', 'Пополнение не поступило'),
    t('Auto top-up', 'Автопополнение'),
    t('Add or remove a card', 'Добавить или удалить карту'),
  ],
  FORWARDING: [
    t('My parcel has not been forwarded', 'Посылка не переадресована'),
    t('Forwarding cost', 'Стоимость переадресации'),
    t('Labels and documents', 'Этикетки и документы'),
  ],
  WAREHOUSE: [
    t('Stock count looks wrong', 'Остатки выглядят неверно'),
    t('Storage locations', 'Места хранения'),
    t('Warehouse address and hours', 'Адрес и часы работы склада'),
    t('Special handling', 'Особое обращение с товаром'),
  ],
  OTHER: [t('A question', 'Вопрос'), t('A suggestion', 'Предложение'), t('A complaint', 'Жалоба')],
};

/** The subject as the reader sees it: the numbered subject in their language, or the free text as typed. */
export function supportSubjectText(
  chat: { category: SupportCategory; subjectNumber: number | null; subject: string | null },
  locale: Locale,
): string {
  if (chat.subjectNumber !== null) return SUPPORT_SUBJECTS[chat.category][chat.subjectNumber - 1]?.[locale] ?? '';
  return chat.subject ?? '';
}
