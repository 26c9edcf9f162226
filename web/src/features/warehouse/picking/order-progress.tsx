import { Progress } from 'antd';
import type { PickOrderView } from '@ledgerhouse/contracts';

/** Picked units of the order's units, as a bar with the count. */
export function OrderProgress({ order }: { order: PickOrderView }) {
  const percent = order.units ? Math.round((order.picked / order.units) * 100) : 100;
  return (
    <span data-testid={`progress-${order.number}`} data-picked={order.picked} data-units={order.units}>
      <Progress
        percent={percent}
        size="small"
        style={{ minWidth: 140 }}
        status={order.pickStatus === 'PICKED' ? 'success' : 'active'}
        format={() => `${order.picked}/${order.units}`}
      />
    </span>
  );
}
