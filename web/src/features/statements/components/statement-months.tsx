// The seller's months with top-ups or spendings, newest first, each a link to its statement.
import { Space, Tag } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useFormatters } from '../../../shared/format/use-formatters';
import { useStatementMonthsQuery } from '../api/list-statement-months';

export function StatementMonths({ current }: { current: string }) {
  const f = useFormatters();
  const months = useStatementMonthsQuery();
  if (!months.data?.items.length) return null;
  return (
    <Space wrap data-testid="statement-months">
      {months.data.items.map((m) => (
        <Link key={m.month} to={paths.statement.href(m.month)}>
          <Tag color={m.month === current ? 'blue' : undefined}>{f.month(m.month)}</Tag>
        </Link>
      ))}
    </Space>
  );
}
