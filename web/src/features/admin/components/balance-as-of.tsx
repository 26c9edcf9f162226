// The wallet balance at a past instant (GET /api/admin/users/:userId/wallet/balance?asOf=).
import { Alert, Card, DatePicker, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import { useBalanceAsOfQuery } from '../api/get-balance-as-of';

export function BalanceAsOf({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage;
  const [asOf, setAsOf] = useState<string | null>(null);
  const balance = useBalanceAsOfQuery(userId, asOf);
  return (
    <Card size="small" title={t('wallet.asOf.title')}>
      <Space wrap align="center">
        <DatePicker
          data-testid="balance-as-of-picker"
          showTime
          placeholder={t('wallet.asOf.pick')}
          onChange={(d) => setAsOf(d ? d.toDate().toISOString() : null)}
        />
        {asOf && balance.isFetching ? <Typography.Text type="secondary">…</Typography.Text> : null}
        {balance.isError ? <Alert type="error" showIcon title={balance.error.message} /> : null}
        {asOf && balance.data ? (
          <Space orientation="vertical" size={0} data-testid="balance-as-of">
            <Typography.Text strong>
              {t('wallet.asOf.result', {
                date: formatDate(balance.data.asOf, locale, true),
                balance: formatMoney(balance.data.balanceCents, locale),
              })}
            </Typography.Text>
            <Typography.Text type="secondary">{t('wallet.asOf.entries', { count: balance.data.entries })}</Typography.Text>
          </Space>
        ) : null}
      </Space>
    </Card>
  );
}
