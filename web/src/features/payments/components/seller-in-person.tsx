// Card money moves only for the seller in person: while staff act as the seller, the card actions are off and this
// notice says why (the server answers SELLER_IN_PERSON_ONLY to them anyway; decision 0025).
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessages, resolveLocale } from '@ledgerhouse/contracts';
import { useSession } from '../../../shared/session/session-store';

export function useActingForSeller(): boolean {
  return Boolean(useSession().impersonatedUser);
}

export function SellerInPersonNotice() {
  const { i18n } = useTranslation();
  if (!useActingForSeller()) return null;
  return (
    <Alert
      data-testid="seller-in-person-notice"
      type="info"
      showIcon
      title={errorMessages[resolveLocale(i18n.resolvedLanguage)].SELLER_IN_PERSON_ONLY}
    />
  );
}
