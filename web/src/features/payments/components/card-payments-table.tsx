// Card transaction history: id, date, card, amount, success or failed (with the processor's reason).
import { Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardPaymentView } from '@ledgerhouse/contracts';
import { PagedTable } from '../../../shared/ui/paged-table';
import { useCardPaymentsQuery } from '../api/list-card-payments';
import { LoadFailedAlert } from './load-failed-alert';
import { cardFailureReason } from './payment-failures';
import { useFormatters } from '../../../shared/format/use-formatters';

const PAGE_SIZE = 10;

export function CardPaymentsTable() {
  const { t } = useTranslation('payments');
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const payments = useCardPaymentsQuery({ page, pageSize: PAGE_SIZE });
  if (payments.isError) return <LoadFailedAlert onRetry={() => void payments.refetch()} />;
  return (
    <PagedTable<CardPaymentView>
      query={payments}
      testId="card-payments-table"
      emptyText={t('cardPayments.empty')}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      showSizeChanger={false}
      columns={[
        { key: 'id', title: t('cardPayments.id'), render: (_, p) => <code title={p.id}>{p.id.slice(0, 8)}</code> },
        { key: 'at', title: t('cardPayments.date'), render: (_, p) => format.dateTime(p.at) },
        { key: 'card', title: t('cardPayments.card'), render: (_, p) => (p.cardLast4 ? `•••• ${p.cardLast4}` : '—') },
        { key: 'amount', title: t('cardPayments.amount'), align: 'right', render: (_, p) => format.money(p.amountCents) },
        { key: 'source', title: t('cardPayments.source'), render: (_, p) => t(`cardPayments.sources.${p.source}`) },
        {
          key: 'status',
          title: t('cardPayments.status'),
          render: (_, p) =>
            p.status === 'SUCCESS' ? (
              <Tag color="green">{t('cardPayments.success')}</Tag>
            ) : (
              <Tooltip title={p.failure ? cardFailureReason(p.failure, format.locale) : undefined}>
                <Tag color="red">{t('cardPayments.failed')}</Tag>
              </Tooltip>
            ),
        },
      ]}
    />
  );
}
