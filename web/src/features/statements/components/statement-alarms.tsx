// The admin alarm: statements whose balances did not equal the ledger replay, each linking to its statement.
import { Alert, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useFormatters } from '../../../shared/format/use-formatters';
import { useStatementAlarmsQuery } from '../api/list-statement-alarms';

export function StatementAlarms() {
  const { t } = useTranslation('statements');
  const f = useFormatters();
  const alarms = useStatementAlarmsQuery(1, 50);
  if (!alarms.data?.items.length) return null;
  return (
    <Alert
      data-testid="statement-alarms"
      type="error"
      showIcon
      title={t('admin.alarms')}
      description={
        <List
          size="small"
          dataSource={alarms.data.items}
          renderItem={(a) => (
            <List.Item data-testid="statement-alarm">
              <Link to={paths.adminStatement.href(a.userId, a.month)}>
                {t('admin.alarm', {
                  seller: a.sellerEmail ?? a.userId,
                  month: f.month(a.month),
                  openingProjected: f.money(a.openingProjectedCents),
                  openingLedger: f.money(a.openingLedgerCents),
                  closingProjected: f.money(a.closingProjectedCents),
                  closingLedger: f.money(a.closingLedgerCents),
                  at: f.dateTime(a.at),
                })}
              </Link>
            </List.Item>
          )}
        />
      }
    />
  );
}
