// Profile, "Done by staff": every change a staff member made while acting as the seller (profile, webhooks, products,
// channels, settings), newest first, with who did it; orders, shipments and chats show it in their own timelines.
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffAction } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { useFormatters } from '../../../shared/format/use-formatters';
import { PagedTable } from '../../../shared/ui/paged-table';
import { useStaffActionsQuery } from '../api/staff-actions';

/** Where the changed document is shown; null when it is gone or has no page of its own. */
function documentHref(action: StaffAction): string | null {
  if (action.type.endsWith('Deleted')) return null;
  switch (action.document) {
    case 'PROFILE':
      return paths.profileInfo.href();
    case 'WEBHOOK':
      return paths.profileWebhook.href(action.documentId);
    case 'PRODUCT':
      return paths.productView.href(action.documentId);
    case 'PRODUCT_DEFAULTS':
      return paths.profileProducts.href();
    case 'SALES_CHANNEL':
      return paths.salesChannels.href();
    case 'AUTO_FULFILLMENT':
      return paths.ordersTab.href('all');
  }
}

export function StaffActionsPage() {
  const { t } = useTranslation('profile');
  const f = useFormatters();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const actions = useStaffActionsQuery(paging.page, paging.pageSize);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('staffActions.intro')}</Typography.Paragraph>
      <PagedTable<StaffAction>
        query={actions}
        testId="staff-actions"
        emptyText={t('staffActions.empty')}
        page={paging.page}
        pageSize={paging.pageSize}
        onPage={(page, pageSize) => setPaging({ page, pageSize })}
        columns={[
          { key: 'at', title: t('staffActions.at'), render: (_, a) => f.dateTime(a.at) },
          {
            key: 'staff',
            title: t('staffActions.staff'),
            render: (_, a) => t('staffActions.forYou', { name: a.staffName ?? a.staffId.slice(0, 8) }),
          },
          {
            key: 'what',
            title: t('staffActions.what'),
            render: (_, a) => {
              const text = t(`staffActions.types.${a.type}`, { defaultValue: t('staffActions.types.other'), subject: a.subject ?? '' });
              const href = documentHref(a);
              return (
                <span data-testid="staff-action" data-type={a.type}>
                  {href ? <Link to={href}>{text}</Link> : text}
                </span>
              );
            },
          },
        ]}
      />
    </>
  );
}
