// The payments screen's answer to a list that failed to load, with a retry.
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadFailedAlert({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('payments');
  return <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={onRetry}>{t('retry')}</Button>} />;
}
