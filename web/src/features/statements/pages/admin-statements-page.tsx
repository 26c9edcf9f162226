// /admin/statements: the alarms of statements that did not match the ledger, then every seller's statement of a month.
import { Alert, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StatementSummaryView } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { useFormatters } from '../../../shared/format/use-formatters';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';
import { useStatementsQuery } from '../api/list-statements';
import { currentMonth, MonthPicker } from '../components/month-picker';
import { StatementAlarms } from '../components/statement-alarms';

export function AdminStatementsPage() {
  const { t } = useTranslation('statements');
  const f = useFormatters();
  const [month, setMonth] = useState(currentMonth);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const list = useStatementsQuery(month, paging.page, paging.pageSize);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('admin.title')}
      </Typography.Title>
      <StatementAlarms />
      <MonthPicker
        testId="statements-month"
        value={month}
        onChange={(next) => {
          setMonth(next);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      />
      {list.isError ? <Alert type="error" showIcon title={list.error.message} /> : null}
      <Table<StatementSummaryView>
        data-testid="statements-table"
        rowKey="userId"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: emptyUntilAnswered(list, t('admin.empty')) }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
        columns={[
          {
            key: 'seller',
            title: t('seller'),
            render: (_, s) => <Link to={paths.adminStatement.href(s.userId, s.month)}>{s.sellerEmail ?? s.userId}</Link>,
          },
          { key: 'opening', title: t('opening'), align: 'right', render: (_, s) => f.money(s.openingCents) },
          { key: 'closing', title: t('closing'), align: 'right', render: (_, s) => f.money(s.closingCents) },
          { key: 'lines', title: t('admin.lines'), align: 'right', render: (_, s) => s.lines },
        ]}
      />
    </Space>
  );
}
