// The seller's and the managers' comments on an order, oldest first; a manager's comment is shown to the seller.
import type { AdminOrderView } from '@ledgerhouse/contracts';
import { useAddOrderManagerCommentMutation } from '../api/admin-orders-api';
import { ManagerComments } from '../components/manager-comments';

export function OrderComments({ order }: { order: AdminOrderView }) {
  const add = useAddOrderManagerCommentMutation(order.id);
  const comments = [...order.sellerComments, ...order.managerComments].sort((a, b) => a.at.localeCompare(b.at));
  return <ManagerComments comments={comments} add={add} namespace="warehouseOrders" testIdPrefix="order" />;
}
