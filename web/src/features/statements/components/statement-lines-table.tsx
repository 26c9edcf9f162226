// A statement's lines: date in the reader's time zone, entry, document, details, signed amount, balance after.
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeSpendingReference, resolveLocale, type StatementLineView, type StatementView } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';

interface Props {
  statement: StatementView | undefined;
  loading: boolean;
  onPage(page: number, pageSize: number): void;
}

export function StatementLinesTable({ statement, loading, onPage }: Props) {
  const { t } = useTranslation('statements');
  const f = useFormatters();
  const entry = (line: StatementLineView) => {
    if (line.kind === 'SPENDING') return t(`purposes.${line.purpose ?? 'OTHER'}`);
    const source = t(`sources.${line.source ?? 'MANUAL_FUND'}`);
    return line.purpose ? `${source}: ${t(`purposes.${line.purpose}`)}` : source;
  };
  const signed = (cents: number) => (cents < 0 ? `−${f.money(-cents)}` : `+${f.money(cents)}`);
  return (
    <Table<StatementLineView>
      data-testid="statement-lines"
      rowKey="id"
      size="small"
      scroll={{ x: 'max-content' }}
      loading={loading}
      dataSource={statement?.lines.items ?? []}
      locale={{ emptyText: statement ? t('lines.empty') : ' ' }}
      pagination={{
        current: statement?.lines.page ?? 1,
        pageSize: statement?.lines.pageSize ?? 20,
        total: statement?.lines.total ?? 0,
        onChange: onPage,
      }}
      columns={[
        { key: 'at', title: t('lines.date'), render: (_, l) => f.dateTime(l.at) },
        { key: 'entry', title: t('lines.entry'), render: (_, l) => entry(l) },
        { key: 'document', title: t('lines.document'), render: (_, l) => l.documentId ?? '—' },
        {
          key: 'details',
          title: t('lines.details'),
          render: (_, l) => (l.reference ? describeSpendingReference(l.reference, resolveLocale(f.locale)) : (l.comment ?? '—')),
        },
        { key: 'amount', title: t('lines.amount'), align: 'right', render: (_, l) => signed(l.amountCents) },
        { key: 'balance', title: t('lines.balance'), align: 'right', render: (_, l) => f.money(l.balanceAfterCents) },
      ]}
    />
  );
}
