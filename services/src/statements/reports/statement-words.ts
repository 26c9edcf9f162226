// What a downloaded statement says, in both languages.
import type { Locale } from '@ledgerhouse/contracts';

export const STATEMENT_WORDS = {
  'en-US': {
    title: 'Wallet statement',
    seller: 'Seller',
    month: 'Month',
    opening: 'Opening balance',
    closing: 'Closing balance',
    closingSoFar: 'Balance so far',
    totalIn: 'Money in',
    totalOut: 'Money out',
    verified: 'Verified against the ledger: both balances equal the replay of the wallet’s events.',
    notVerified:
      'NOT verified: the balances differ from the ledger replay (opening {{opening}}, closing {{closing}}). Staff have been alerted.',
    openMonth: 'The month is not over: balances as of {{at}}.',
    timeZone: 'Times in {{zone}}',
    date: 'Date',
    entry: 'Entry',
    document: 'Document',
    details: 'Details',
    amount: 'Amount (USD)',
    balance: 'Balance (USD)',
    topUp: 'Top-up',
    spending: 'Spending',
    noLines: 'No top-ups or spendings this month.',
    page: 'Page {{page}} of {{pages}}',
  },
  'ru-RU': {
    title: 'Выписка по кошельку',
    seller: 'Продавец',
    month: 'Месяц',
    opening: 'Входящий остаток',
    closing: 'Исходящий остаток',
    closingSoFar: 'Остаток на сейчас',
    totalIn: 'Поступления',
    totalOut: 'Списания',
    verified: 'Сверено с журналом: оба остатка равны пересчёту событий кошелька.',
    notVerified: 'НЕ сверено: остатки расходятся с пересчётом журнала (входящий {{opening}}, исходящий {{closing}}). Сотрудники оповещены.',
    openMonth: 'Месяц не закончился: остатки на {{at}}.',
    timeZone: 'Время: {{zone}}',
    date: 'Дата',
    entry: 'Операция',
    document: 'Документ',
    details: 'Подробности',
    amount: 'Сумма (USD)',
    balance: 'Остаток (USD)',
    topUp: 'Пополнение',
    spending: 'Списание',
    noLines: 'В этом месяце пополнений и списаний не было.',
    page: 'Страница {{page}} из {{pages}}',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type StatementWords = (typeof STATEMENT_WORDS)['en-US'];

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
