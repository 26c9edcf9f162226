import { DatePicker, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STOCK_REASONS, type StockHistoryEntry } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { formatDate } from '../../../shared/format/dates';
import { useInventoryHistoryQuery, useReservedHistoryQuery, type HistoryPeriod, type StockReason } from '../api/warehouse-products-api';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';

/**
 * The shipment or order behind a change, by its number and linked to its modal in the warehouse area; a stock count
 * has no document page.
 */
function DocumentCell({ entry }: { entry: Pick<StockHistoryEntry, 'document' | 'documentId'> }) {
  if (!entry.document) return '—';
  const href =
    entry.document.kind === 'ORDER'
      ? `${paths.adminWarehouse.href('fulfillment')}/${entry.documentId}`
      : `${paths.adminWarehouse.href('inbound-shipments')}/${entry.documentId}`;
  return (
    <Link to={href} data-testid="stock-document">
      {entry.document.number}
    </Link>
  );
}

interface HistoryPage<T> {
  isFetching: boolean;
  data?: { items: T[]; total: number };
}

/** From the start of the first chosen day to the end of the last, as the API's `from`/`to` instants. */
function PeriodFilter({ testId, onChange }: { testId: string; onChange(period: HistoryPeriod | undefined): void }) {
  const { t } = useTranslation('warehouse');
  return (
    <DatePicker.RangePicker
      data-testid={testId}
      placeholder={[t('history.from'), t('history.to')]}
      onChange={(range) => {
        const [start, end] = range ?? [];
        onChange(
          start && end ? { from: start.startOf('day').toDate().toISOString(), to: end.endOf('day').toDate().toISOString() } : undefined,
        );
      }}
    />
  );
}

/** The shared frame of both history tabs: ten rows a page, newest first, with the empty text. */
function HistoryTable<T extends { position: string }>({
  testId,
  history,
  page,
  onPage,
  columns,
}: {
  testId: string;
  history: HistoryPage<T>;
  page: number;
  onPage(page: number): void;
  columns: TableColumnsType<T>;
}) {
  const { t } = useTranslation('warehouse');
  return (
    <Table<T>
      scroll={{ x: 'max-content' }}
      data-testid={testId}
      size="small"
      rowKey="position"
      loading={history.isFetching}
      dataSource={history.data?.items ?? []}
      locale={{ emptyText: emptyUntilAnswered(history, t('history.empty')) }}
      pagination={{ current: page, pageSize: 10, total: history.data?.total ?? 0, onChange: onPage }}
      columns={columns}
    />
  );
}

export function InventoryHistoryTable({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('warehouse');
  const { t: tc } = useTranslation();
  const [page, setPage] = useState(1);
  const [reason, setReason] = useState<StockReason | undefined>();
  const [period, setPeriod] = useState<HistoryPeriod | undefined>();
  const history = useInventoryHistoryQuery(productId, page, reason, period);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          allowClear
          placeholder={t('history.reason')}
          style={{ width: 240 }}
          onChange={(r?: StockReason) => {
            setReason(r);
            setPage(1);
          }}
          options={STOCK_REASONS.map((r) => ({ value: r, label: tc(`stockReasons.${r}`) }))}
        />
        <PeriodFilter
          testId="inventory-history-period"
          onChange={(p) => {
            setPeriod(p);
            setPage(1);
          }}
        />
      </Space>
      <HistoryTable
        testId="inventory-history"
        history={history}
        page={page}
        onPage={setPage}
        columns={[
          { key: 'at', title: t('history.at'), render: (_, e) => formatDate(e.at, i18n.resolvedLanguage, true) },
          { key: 'reason', title: t('history.reason'), render: (_, e) => tc(`stockReasons.${e.reason}`) },
          { key: 'delta', title: t('history.change'), render: (_, e) => (e.delta > 0 ? `+${e.delta}` : e.delta) },
          { key: 'totalAfter', title: t('history.after'), dataIndex: 'totalAfter' },
          { key: 'documentId', title: t('history.document'), render: (_, e) => <DocumentCell entry={e} /> },
          { key: 'actor', title: t('history.by'), render: (_, e) => e.actorName ?? '—' },
          { key: 'comment', title: t('history.comment'), render: (_, e) => e.comment ?? '—' },
        ]}
      />
    </Space>
  );
}

export function ReservedHistoryTable({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation('warehouse');
  const [page, setPage] = useState(1);
  const [period, setPeriod] = useState<HistoryPeriod | undefined>();
  const history = useReservedHistoryQuery(productId, page, period);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PeriodFilter
        testId="reserved-history-period"
        onChange={(p) => {
          setPeriod(p);
          setPage(1);
        }}
      />
      <HistoryTable
        testId="reserved-history"
        history={history}
        page={page}
        onPage={setPage}
        columns={[
          { key: 'at', title: t('history.at'), render: (_, e) => formatDate(e.at, i18n.resolvedLanguage, true) },
          { key: 'kind', title: t('history.kind'), render: (_, e) => t(`kinds.${e.kind}`) },
          { key: 'change', title: t('history.change'), render: (_, e) => (e.change > 0 ? `+${e.change}` : e.change) },
          { key: 'reservedAfter', title: t('history.after'), dataIndex: 'reservedAfter' },
          { key: 'documentId', title: t('history.document'), render: (_, e) => <DocumentCell entry={e} /> },
          { key: 'actor', title: t('history.by'), render: (_, e) => e.actorName ?? '—' },
        ]}
      />
    </Space>
  );
}
