// Sales channels (spec 2): name, marketplace, account, status, sandbox badge, last import, last failure, and the
// seller's actions when given (the admin user detail shows the same columns read-only).
import { Grid, Space, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, resolveLocale, type Locale, type SalesChannelView } from '@ledgerhouse/contracts';
import { useFormatters } from '../format/use-formatters';
import { PagedTable } from '../ui/paged-table';
import { ChannelStatusTag, SandboxBadge } from './channel-status-tag';
import { marketplaceInfo } from './marketplaces';

/** Our text for the failure's code in the app language, with the marketplace's own words after it; theirs alone otherwise. */
function failureText({ code, message }: { code: string; message: string }, locale: Locale): string {
  const ours = (errorMessages[locale] as Record<string, string | undefined>)[code];
  if (!ours || ours.includes('{{')) return message;
  return ours === message ? ours : `${ours}: ${message}`;
}

export function SalesChannelsTable({
  query,
  page,
  pageSize,
  onPage,
  actions,
  testId = 'sales-channels-table',
}: {
  query: UseQueryResult<{ items: SalesChannelView[]; total: number }>;
  page: number;
  pageSize: number;
  onPage(page: number, pageSize: number): void;
  /** The seller's actions on a channel; none: read-only. */
  actions?: (channel: SalesChannelView) => ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('salesChannels');
  const f = useFormatters();
  // A phone shows the status with the name (its own column would scroll out of view).
  const phone = !Grid.useBreakpoint().sm;
  return (
    <PagedTable<SalesChannelView>
      query={query}
      testId={testId}
      emptyText={t(actions ? 'channels.empty' : 'channels.emptyAdmin')}
      page={page}
      pageSize={pageSize}
      onPage={onPage}
      columns={[
        {
          key: 'name',
          title: t('channels.name'),
          render: (_, c) => (
            <Space size={4} wrap>
              <Typography.Text strong data-testid="channel-name">
                {c.name}
              </Typography.Text>
              {c.sandbox ? <SandboxBadge /> : null}
              {phone ? <ChannelStatusTag status={c.status} /> : null}
            </Space>
          ),
        },
        { key: 'status', title: t('channels.status'), responsive: ['sm'], render: (_, c) => <ChannelStatusTag status={c.status} /> },
        {
          key: 'marketplace',
          title: t('channels.marketplace'),
          render: (_, c) => `${marketplaceInfo(c.marketplace).label}${c.country ? ` (${c.country})` : ''}`,
        },
        { key: 'account', title: t('channels.accountName'), dataIndex: 'accountName' },
        {
          key: 'lastImport',
          title: t('channels.lastImport'),
          render: (_, c) => (c.lastImportAt ? f.dateTime(c.lastImportAt) : t('channels.neverImported')),
        },
        {
          key: 'failure',
          title: t('channels.lastFailure'),
          render: (_, c) =>
            c.lastFailure ? (
              <Typography.Text type="danger" data-testid="channel-failure" style={{ maxWidth: 320, display: 'inline-block' }}>
                {failureText(c.lastFailure, resolveLocale(f.locale))}{' '}
                <Typography.Text type="secondary">({f.dateTime(c.lastFailure.at)})</Typography.Text>
              </Typography.Text>
            ) : (
              '—'
            ),
        },
        // The actions stay in view on a phone while the other columns scroll under them.
        ...(actions
          ? [
              {
                key: 'actions',
                title: t('channels.actions'),
                fixed: 'right' as const,
                render: (_: unknown, c: SalesChannelView) => actions(c),
              },
            ]
          : []),
      ]}
    />
  );
}
