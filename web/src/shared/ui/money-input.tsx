// A dollar amount typed in a form, shown the way the app language writes money: "$ 25.00" in English, "25,00 $" in Russian.
import { InputNumber, type InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { moneyInputFormat } from '../format/money';

export function MoneyInput(props: InputNumberProps<number>) {
  const { i18n } = useTranslation();
  return <InputNumber<number> {...moneyInputFormat(i18n.resolvedLanguage)} {...props} />;
}
