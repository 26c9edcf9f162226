// Field-level validation messages (spec section 5, generic), keyed by a stable code, in both locales.
import type { Locale } from './locale';

export const FieldErrorCode = {
  REQUIRED: 'REQUIRED',
  MIN_LENGTH: 'MIN_LENGTH',
  MAX_LENGTH: 'MAX_LENGTH',
  INVALID_EMAIL: 'INVALID_EMAIL',
  INVALID_URL: 'INVALID_URL',
  INVALID_TYPE: 'INVALID_TYPE',
  INVALID_VALUE: 'INVALID_VALUE',
  TOO_SMALL: 'TOO_SMALL',
  TOO_BIG: 'TOO_BIG',
  UNKNOWN_FIELD: 'UNKNOWN_FIELD',
  ONLY_LATIN: 'ONLY_LATIN',
  INVALID_PHONE: 'INVALID_PHONE',
  PASSWORD_SPACES: 'PASSWORD_SPACES',
  UNACCEPTABLE_PASSWORD: 'UNACCEPTABLE_PASSWORD',
  VALUE_NOT_ZERO: 'VALUE_NOT_ZERO',
  CARD_NUMBER_INVALID: 'CARD_NUMBER_INVALID',
  TOPUP_BELOW_MINIMUM: 'TOPUP_BELOW_MINIMUM',
  AUTO_TOPUP_BELOW_MINIMUM: 'AUTO_TOPUP_BELOW_MINIMUM',
  AUTO_TOPUP_TRIGGER_BELOW_MINIMUM: 'AUTO_TOPUP_TRIGGER_BELOW_MINIMUM',
  PERIOD_END_BEFORE_START: 'PERIOD_END_BEFORE_START',
  DUPLICATE_LISTING_ACCOUNT: 'DUPLICATE_LISTING_ACCOUNT',
  INVALID_CHARACTERS: 'INVALID_CHARACTERS',
  DATE_OUT_OF_RANGE: 'DATE_OUT_OF_RANGE',
  PERIOD_TOO_LONG: 'PERIOD_TOO_LONG',
  COUNTRY_UNKNOWN: 'COUNTRY_UNKNOWN',
  LOCATION_CODE_FORMAT: 'LOCATION_CODE_FORMAT',
} as const;
export type FieldErrorCode = (typeof FieldErrorCode)[keyof typeof FieldErrorCode];

export const fieldErrorMessages: Record<Locale, Record<FieldErrorCode, string>> = {
  'en-US': {
    REQUIRED: 'Required field',
    MIN_LENGTH: 'Minimum length {{min}}',
    MAX_LENGTH: 'Maximum length {{max}}',
    INVALID_EMAIL: 'Invalid email address',
    INVALID_URL: 'Invalid link',
    INVALID_TYPE: 'Invalid value type',
    INVALID_VALUE: 'Invalid value',
    TOO_SMALL: 'Minimum {{min}}',
    TOO_BIG: 'Maximum {{max}}',
    UNKNOWN_FIELD: 'Unknown field',
    ONLY_LATIN: 'Only Latin letters allowed',
    INVALID_PHONE: 'Incorrect phone format',
    PASSWORD_SPACES: 'Password cannot contain spaces',
    UNACCEPTABLE_PASSWORD: 'Unacceptable password',
    VALUE_NOT_ZERO: 'Value cannot be equal to 0',
    CARD_NUMBER_INVALID: 'Invalid card number',
    TOPUP_BELOW_MINIMUM: 'Minimum top-up is $1',
    AUTO_TOPUP_BELOW_MINIMUM: 'Minimum auto top-up amount is $100',
    AUTO_TOPUP_TRIGGER_BELOW_MINIMUM: 'Trigger level cannot be below $30',
    PERIOD_END_BEFORE_START: 'The end date is before the start date',
    DUPLICATE_LISTING_ACCOUNT: 'Each sales channel account can be listed once',
    INVALID_CHARACTERS: 'Contains a character that cannot be stored (NUL or an unpaired surrogate)',
    DATE_OUT_OF_RANGE: 'The date must be between {{min}} and {{max}}',
    PERIOD_TOO_LONG: 'The period can be at most {{days}} days long',
    COUNTRY_UNKNOWN: 'Choose a country from the list',
    LOCATION_CODE_FORMAT: 'A bin code is a zone letter, aisle and shelf, like A-01-02',
  },
  'ru-RU': {
    REQUIRED: 'Обязательное поле',
    MIN_LENGTH: 'Минимальная длина {{min}}',
    MAX_LENGTH: 'Максимальная длина {{max}}',
    INVALID_EMAIL: 'Неверный адрес электронной почты',
    INVALID_URL: 'Неверная ссылка',
    INVALID_TYPE: 'Неверный тип значения',
    INVALID_VALUE: 'Недопустимое значение',
    TOO_SMALL: 'Минимум {{min}}',
    TOO_BIG: 'Максимум {{max}}',
    UNKNOWN_FIELD: 'Неизвестное поле',
    ONLY_LATIN: 'Допускаются только латинские буквы',
    INVALID_PHONE: 'Неверный формат телефона',
    PASSWORD_SPACES: 'Пароль не может содержать пробелы',
    UNACCEPTABLE_PASSWORD: 'Недопустимый пароль',
    VALUE_NOT_ZERO: 'Значение не может быть равно 0',
    CARD_NUMBER_INVALID: 'Неверный номер карты',
    TOPUP_BELOW_MINIMUM: 'Минимальная сумма пополнения — 1,00\u00a0$',
    AUTO_TOPUP_BELOW_MINIMUM: 'Минимальная сумма автопополнения — 100,00\u00a0$',
    AUTO_TOPUP_TRIGGER_BELOW_MINIMUM: 'Порог не может быть меньше 30,00\u00a0$',
    PERIOD_END_BEFORE_START: 'Дата окончания раньше даты начала',
    DUPLICATE_LISTING_ACCOUNT: 'Каждый аккаунт канала продаж можно указать один раз',
    INVALID_CHARACTERS: 'Содержит символ, который нельзя сохранить (NUL или непарный суррогат)',
    DATE_OUT_OF_RANGE: 'Дата должна быть в диапазоне от {{min}} до {{max}}',
    PERIOD_TOO_LONG: 'Период не может быть длиннее {{days}} дней',
    COUNTRY_UNKNOWN: 'Выберите страну из списка',
    LOCATION_CODE_FORMAT: 'Код ячейки: буква зоны, ряд и полка, например A-01-02',
  },
};

export interface FieldError {
  /** Dotted path of the field, e.g. "marketplace" or "items.0.sku". */
  field: string;
  code: FieldErrorCode;
  message: string;
  params?: Record<string, unknown>;
}
