// A dollar amount typed in a form, shown the way the app language writes money: "$ 25.00" in English, "25,00 $" in Russian.
import { InputNumber, type InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where the currency sign goes and which decimal separator the language uses, as in the lists' money format. */
export function moneyInputFormat(locale: string | undefined): { prefix?: string; suffix?: string; decimalSeparator: string } {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).formatToParts(1.5);
  const sign = parts.find((p) => p.type === 'currency')?.value ?? '$';
  const decimalSeparator = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const signFirst = parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
  return signFirst ? { prefix: sign, decimalSeparator } : { suffix: sign, decimalSeparator };
}

export function MoneyInput(props: InputNumberProps<number>) {
  const { i18n } = useTranslation();
  return <InputNumber<number> {...moneyInputFormat(i18n.resolvedLanguage)} {...props} />;
}
