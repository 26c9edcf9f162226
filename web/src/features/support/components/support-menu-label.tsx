// The support entry of the seller's menus, with the number of unread support messages beside it.
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSupportUnreadQuery } from '../api/get-support-unread';

export function SupportMenuLabel({ label, testId }: { label: string; testId: string }) {
  const { t } = useTranslation('support');
  const unread = useSupportUnreadQuery();
  const count = unread.data?.messages ?? 0;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {label}
      {count > 0 ? <Badge count={count} size="small" title={t('list.unread', { count })} data-testid={testId} /> : null}
    </span>
  );
}
