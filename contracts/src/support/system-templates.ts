// The first messages of system-initiated chats. A chat stores a template's key and params (data only: numbers, ids,
// names, cents, codes; never prose, secrets or card numbers) and each reader sees it rendered in their own language:
// the services' views, the seller's mail and the web's chat screens all call renderSupportTemplate.
import { errorMessages, translateError, type ErrorCode } from '../errors';
import type { SupportTemplate } from '../events/support';
import type { Plan } from '../billing/constants';
import type { Locale } from '../locale';

type Texts = Record<Locale, string>;
const t = (en: string, ru: string): Texts => ({ 'en-US': en, 'ru-RU': ru });

export const SUPPORT_TEMPLATE_KEYS = [
  'INBOUND_LOST',
  'TOP_UP_FAILED',
  'AUTO_TOP_UP_FAILED',
  'SUBSCRIPTION_RENEWAL_FAILED',
  'CHANNEL_TOKEN_INVALID',
  'ORDER_INSUFFICIENT_GOODS',
  'INTEGRATION_REQUEST',
] as const;
export type SupportTemplateKey = (typeof SUPPORT_TEMPLATE_KEYS)[number];

/**
 * Each template's text with {{param}} placeholders. A line whose placeholder has no value is left out (optional
 * params). Params named `…Cents` are money (USD in the reader's format), `failure` an error code (its message), `plan`
 * a plan (its name); any other is shown as given.
 */
export const SUPPORT_SYSTEM_TEMPLATES: Record<SupportTemplateKey, Texts> = {
  INBOUND_LOST: t(
    'Your inbound shipment {{shipmentNumber}} has been marked as lost at the warehouse. We are sorry: our team is looking into it and will write to you here.\nAsk us anything about it in this chat.',
    'Ваша входящая поставка {{shipmentNumber}} отмечена на складе как потерянная. Приносим извинения: наша команда разбирается и напишет вам здесь.\nЗадавайте в этом чате любые вопросы о ней.',
  ),
  TOP_UP_FAILED: t(
    'A wallet top-up of {{amountCents}} by card failed: {{failure}}.\nPlease check the card or add another one in Payment information. Write here if you need help.',
    'Пополнение кошелька на {{amountCents}} с карты не прошло: {{failure}}.\nПроверьте карту или добавьте другую в разделе «Платёжная информация». Если нужна помощь, напишите здесь.',
  ),
  AUTO_TOP_UP_FAILED: t(
    'An automatic wallet top-up of {{amountCents}} failed: {{failure}}.\nOrders and shipments may wait for payment until the wallet is funded. Please check the card in Payment information or top up the wallet. Write here if you need help.',
    'Автоматическое пополнение кошелька на {{amountCents}} не прошло: {{failure}}.\nЗаказы и поставки могут ждать оплаты, пока кошелёк не пополнен. Проверьте карту в разделе «Платёжная информация» или пополните кошелёк. Если нужна помощь, напишите здесь.',
  ),
  SUBSCRIPTION_RENEWAL_FAILED: t(
    'Your {{plan}} subscription could not be renewed: the wallet did not have {{amountCents}} for the next month, so the plan has ended.\nTop up the wallet and choose the plan again in Subscription. Write here if you have questions.',
    'Не удалось продлить подписку «{{plan}}»: в кошельке не было {{amountCents}} на следующий месяц, поэтому тариф отключён.\nПополните кошелёк и снова выберите тариф в разделе «Подписка». Если есть вопросы, напишите здесь.',
  ),
  CHANNEL_TOKEN_INVALID: t(
    'The access token of your sales channel {{channelName}} ({{marketplace}}) is no longer valid, so its orders and stock do not sync.\nOpen Sales channels and choose Actions → Update connection to sign in again. Write here if you need help.',
    'Токен доступа вашего канала продаж {{channelName}} ({{marketplace}}) больше не действует, поэтому его заказы и остатки не синхронизируются.\nОткройте «Каналы продаж» и выберите Действия → Обновить подключение, чтобы войти снова. Если нужна помощь, напишите здесь.',
  ),
  ORDER_INSUFFICIENT_GOODS: t(
    'Order {{orderNumber}} has been waiting for goods for more than a day: the warehouse does not have enough stock to fulfil it.\nMissing: {{skus}}\nSend an inbound shipment with the missing products, or edit or cancel the order. Write here if we can help.',
    'Заказ {{orderNumber}} больше суток ждёт товар: на складе не хватает остатков, чтобы его выполнить.\nНе хватает: {{skus}}\nОтправьте входящую поставку с недостающими товарами или измените либо отмените заказ. Напишите здесь, если нужна помощь.',
  ),
  INTEGRATION_REQUEST: t(
    'Please help me set up an integration with {{marketplace}}.\nWebsite: {{website}}\nContact email: {{contactEmail}}\nComment: {{comment}}',
    'Помогите, пожалуйста, настроить интеграцию с {{marketplace}}.\nСайт: {{website}}\nКонтактный email: {{contactEmail}}\nКомментарий: {{comment}}',
  ),
};

const PLAN_NAMES: Record<Plan, Texts> = {
  free: t('Free', 'Бесплатный'),
  basic: t('Basic', 'Базовый'),
  premium: t('Premium', 'Премиум'),
};

/** Shown for a key this version does not know (a newer writer): the chat still reads as a message from us. */
const UNKNOWN_TEMPLATE = t('A message from Ledgerhouse support.', 'Сообщение от поддержки Ledgerhouse.');

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** A param as the reader sees it. */
export function formatSupportTemplateParam(name: string, value: string | number, locale: Locale): string {
  if (name.endsWith('Cents') && typeof value === 'number')
    return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(value / 100);
  if (name === 'failure' && typeof value === 'string' && Object.hasOwn(errorMessages[locale], value))
    return translateError(value as ErrorCode, locale);
  if (name === 'plan' && typeof value === 'string' && Object.hasOwn(PLAN_NAMES, value)) return PLAN_NAMES[value as Plan][locale];
  return String(value);
}

const present = (value: string | number | undefined): value is string | number => value !== undefined && value !== '';

/** The template's text in `locale`, params filled in; lines naming an absent param are left out. */
export function renderSupportTemplate(template: SupportTemplate, locale: Locale): string {
  const texts = (SUPPORT_SYSTEM_TEMPLATES as Record<string, Texts | undefined>)[template.key];
  if (!texts) return UNKNOWN_TEMPLATE[locale];
  return texts[locale]
    .split('\n')
    .filter((line) => [...line.matchAll(PLACEHOLDER)].every(([, name]) => present(template.params[name!])))
    .map((line) => line.replace(PLACEHOLDER, (_, name: string) => formatSupportTemplateParam(name, template.params[name]!, locale)))
    .join('\n');
}
