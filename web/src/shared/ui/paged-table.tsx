// One page of a list query as a small table: the query's error above it, the empty text, and the pager.
import { Alert, Table, type TableColumnsType, type TableProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { emptyUntilAnswered } from './empty-until-answered';

export interface PagedTableProps<Row> {
  query: UseQueryResult<{ items: Row[]; total: number }>;
  testId: string;
  emptyText: string;
  page: number;
  pageSize: number;
  onPage(page: number, pageSize: number): void;
  /** Unset: antd's default (shown from 50 rows). */
  showSizeChanger?: boolean;
  columns: TableColumnsType<Row>;
  /** Shown when the query fails; an alert with the error's message when not given. */
  errorAlert?: ReactNode;
  /** Checkboxes for choosing rows (e.g. "download the selected"). */
  rowSelection?: TableProps<Row>['rowSelection'];
}

export function PagedTable<Row extends { id: string }>({
  query,
  testId,
  emptyText,
  page,
  pageSize,
  onPage,
  showSizeChanger,
  columns,
  errorAlert,
  rowSelection,
}: PagedTableProps<Row>) {
  return (
    <>
      {query.isError ? (errorAlert ?? <Alert type="error" showIcon title={query.error.message} />) : null}
      <Table<Row>
        scroll={{ x: 'max-content' }}
        data-testid={testId}
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        locale={{ emptyText: emptyUntilAnswered(query, emptyText) }}
        pagination={{ current: page, pageSize, total: query.data?.total ?? 0, onChange: onPage, showSizeChanger }}
        columns={columns}
        rowSelection={rowSelection}
      />
    </>
  );
}
