// /admin/statements/:userId/:month: a seller's statement as staff see it (the same as the seller sees).
import { Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { currentMonth, MonthPicker } from '../components/month-picker';
import { StatementCard } from '../components/statement-card';

export function AdminStatementPage() {
  const navigate = useNavigate();
  const params = useParams();
  const userId = params.userId ?? '';
  const month = params.month ?? currentMonth();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <MonthPicker testId="statement-month" value={month} onChange={(next) => navigate(paths.adminStatement.href(userId, next))} />
      <StatementCard key={`${userId}-${month}`} target={{ userId, month }} />
    </Space>
  );
}
