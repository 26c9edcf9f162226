// Admin user detail, wallet tab: balance, auto top-up, top-ups and spendings, staff top-up and charge, balance at an instant.
import { Alert, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeSpendingReference, resolveLocale, type Locale, type SpendingView, type TopUpView } from '@ledgerhouse/contracts';
import { formatDate } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import { PageLoading } from '../../../shared/ui/page-loading';
import { PagedTable } from '../../../shared/ui/paged-table';
import { useUserSpendingsQuery } from '../api/get-user-spendings';
import { useUserTopUpsQuery } from '../api/get-user-top-ups';
import { useUserWalletQuery } from '../api/get-user-wallet';
import { BalanceAsOf } from './balance-as-of';
import { StaffChargeDialog } from './staff-charge-dialog';
import { StaffTopUpDialog } from './staff-top-up-dialog';

const PAGE = { page: 1, pageSize: 10 };

/** A system-made spending's reference in the page's language; a staff charge's own document number, if one was typed. */
const spendingDocument = (spending: SpendingView, locale: Locale) =>
  spending.reference
    ? describeSpendingReference(spending.reference, locale)
    : spending.documentId.startsWith('staff-')
      ? '—'
      : spending.documentId;

export function UserWalletTab({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage;
  const money = (cents: number) => formatMoney(cents, locale);
  const wallet = useUserWalletQuery(userId);
  const [topUpPage, setTopUpPage] = useState(PAGE);
  const [spendingPage, setSpendingPage] = useState(PAGE);
  const topUps = useUserTopUpsQuery(userId, topUpPage.page, topUpPage.pageSize);
  const spendings = useUserSpendingsQuery(userId, spendingPage.page, spendingPage.pageSize);
  const [dialog, setDialog] = useState<'top-up' | 'charge' | null>(null);

  const w = wallet.data;
  const auto = w?.autoTopUp;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {wallet.isPending ? (
        <PageLoading />
      ) : wallet.isError ? (
        <Alert type="error" showIcon title={wallet.error.message} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions bordered column={1} size="small" style={{ maxWidth: 720 }}>
            <Descriptions.Item label={t('wallet.balance')}>
              <Typography.Text strong data-testid="wallet-balance">
                {money(w!.balanceCents)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('wallet.autoTopUp')}>
              {auto?.enabled ? (
                <Tag color="green">
                  {auto.triggerLevelCents === null
                    ? t('wallet.autoOnNoTrigger', { amount: money(auto.minimumAmountCents) })
                    : t('wallet.autoOn', { amount: money(auto.minimumAmountCents), trigger: money(auto.triggerLevelCents) })}
                </Tag>
              ) : (
                <Tag>{t('wallet.autoOff')}</Tag>
              )}
            </Descriptions.Item>
          </Descriptions>
          {w!.lastAutoTopUpFailure ? (
            <Alert
              type="warning"
              showIcon
              title={t('wallet.lastFailure', {
                amount: money(w!.lastAutoTopUpFailure.amountCents),
                date: formatDate(w!.lastAutoTopUpFailure.at, locale, true),
                failure: w!.lastAutoTopUpFailure.failure,
              })}
            />
          ) : null}
        </Space>
      )}
      <Space wrap>
        <Button data-testid="staff-top-up" type="primary" onClick={() => setDialog('top-up')}>
          {t('wallet.topUp')}
        </Button>
        <Button data-testid="staff-charge" danger onClick={() => setDialog('charge')}>
          {t('wallet.charge')}
        </Button>
      </Space>
      <BalanceAsOf userId={userId} />
      <Card size="small" title={t('wallet.topUps')}>
        <PagedTable<TopUpView>
          query={topUps}
          testId="admin-top-ups"
          emptyText={t('wallet.emptyTopUps')}
          page={topUpPage.page}
          pageSize={topUpPage.pageSize}
          onPage={(page, pageSize) => setTopUpPage({ page, pageSize })}
          columns={[
            { key: 'at', title: t('wallet.at'), render: (_, r) => formatDate(r.at, locale, true) },
            {
              key: 'source',
              title: t('wallet.addedBy'),
              render: (_, r) => (r.addedBy ? `${t(`wallet.sources.${r.source}`)} · ${r.addedBy}` : t(`wallet.sources.${r.source}`)),
            },
            { key: 'amount', title: t('wallet.amount'), render: (_, r) => money(r.amountCents) },
            { key: 'balanceAfter', title: t('wallet.balanceAfter'), render: (_, r) => money(r.balanceAfterCents) },
            { key: 'card', title: t('wallet.card'), render: (_, r) => (r.cardLast4 ? `•••• ${r.cardLast4}` : '—') },
            { key: 'comment', title: t('wallet.comment'), render: (_, r) => r.comment ?? '—' },
          ]}
        />
      </Card>
      <Card size="small" title={t('wallet.spendings')}>
        <PagedTable<SpendingView>
          query={spendings}
          testId="admin-spendings"
          emptyText={t('wallet.emptySpendings')}
          page={spendingPage.page}
          pageSize={spendingPage.pageSize}
          onPage={(page, pageSize) => setSpendingPage({ page, pageSize })}
          columns={[
            { key: 'at', title: t('wallet.at'), render: (_, r) => formatDate(r.at, locale, true) },
            { key: 'purpose', title: t('wallet.purpose'), render: (_, r) => t(`wallet.purposes.${r.purpose}`) },
            { key: 'amount', title: t('wallet.amount'), render: (_, r) => money(r.amountCents) },
            { key: 'balanceAfter', title: t('wallet.balanceAfter'), render: (_, r) => money(r.balanceAfterCents) },
            { key: 'documentId', title: t('wallet.documentId'), render: (_, r) => spendingDocument(r, resolveLocale(locale)) },
            { key: 'notes', title: t('wallet.notes'), render: (_, r) => r.notes ?? '—' },
          ]}
        />
      </Card>
      {dialog === 'top-up' ? <StaffTopUpDialog userId={userId} onClose={() => setDialog(null)} /> : null}
      {dialog === 'charge' ? <StaffChargeDialog userId={userId} balanceCents={w?.balanceCents} onClose={() => setDialog(null)} /> : null}
    </Space>
  );
}
