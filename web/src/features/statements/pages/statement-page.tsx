// /statements/:month: the seller's own statement of a month (the current one by default), chosen with a month picker.
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { currentMonth, MonthPicker } from '../components/month-picker';
import { StatementCard } from '../components/statement-card';
import { StatementMonths } from '../components/statement-months';

export function StatementPage() {
  const { t } = useTranslation('statements');
  const navigate = useNavigate();
  const month = useParams().month ?? currentMonth();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('intro')}
      </Typography.Paragraph>
      <MonthPicker testId="statement-month" value={month} onChange={(next) => navigate(paths.statement.href(next))} />
      <StatementMonths current={month} />
      <StatementCard key={month} target={{ month }} />
    </Space>
  );
}
