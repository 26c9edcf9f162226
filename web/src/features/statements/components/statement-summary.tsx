// A statement's head: seller, both balances with their instants, the month's totals and the ledger check.
import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatementView } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';

export function StatementSummary({ statement }: { statement: StatementView }) {
  const { t } = useTranslation('statements');
  const f = useFormatters();
  const { opening, closing } = statement;
  return (
    <>
      <Alert
        data-testid="statement-check"
        data-verified={statement.verified}
        type={statement.verified ? 'success' : 'error'}
        showIcon
        title={
          statement.verified
            ? t('verified')
            : t('notVerified', { opening: f.money(opening.ledgerCents), closing: f.money(closing.ledgerCents) })
        }
      />
      <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('seller')}>
          {[statement.sellerName, statement.sellerEmail].filter(Boolean).join(' · ')}
        </Descriptions.Item>
        <Descriptions.Item label={t('month')}>{f.month(statement.month)}</Descriptions.Item>
        <Descriptions.Item label={t('opening')}>
          <span data-testid="statement-opening" style={{ whiteSpace: 'nowrap' }}>
            {f.money(opening.projectedCents)}
          </span>{' '}
          {t('asOf', { at: f.dateTime(opening.at) })}
        </Descriptions.Item>
        <Descriptions.Item label={statement.closed ? t('closing') : t('closingSoFar')}>
          <span data-testid="statement-closing" style={{ whiteSpace: 'nowrap' }}>
            {f.money(closing.projectedCents)}
          </span>{' '}
          {t('asOf', { at: f.dateTime(closing.at) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('totalIn')}>{f.money(statement.totalInCents)}</Descriptions.Item>
        <Descriptions.Item label={t('totalOut')}>{f.money(statement.totalOutCents)}</Descriptions.Item>
      </Descriptions>
      {statement.closed ? null : <Alert type="info" showIcon title={t('openMonth')} />}
    </>
  );
}
