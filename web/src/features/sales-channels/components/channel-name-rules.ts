// The channel name's rules from the contract (1-60 characters), with the contract's messages in the app language.
import { useTranslation } from 'react-i18next';
import { connectSalesChannelBody, fieldErrorMessages, resolveLocale } from '@ledgerhouse/contracts';
import { zodRule } from '../../../shared/ui/zod-rule';

export function useChannelNameRules() {
  const { i18n } = useTranslation();
  return [zodRule(connectSalesChannelBody, 'name', fieldErrorMessages[resolveLocale(i18n.resolvedLanguage)])];
}
