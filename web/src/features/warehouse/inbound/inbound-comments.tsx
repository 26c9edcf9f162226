// Comments of the seller and the warehouse on an inbound shipment; a manager's comment is shown to the seller.
import type { AdminInboundShipmentView } from '@ledgerhouse/contracts';
import { useAddManagerCommentMutation } from '../api/admin-inbound-api';
import { ManagerComments } from '../components/manager-comments';

export function InboundComments({ shipment }: { shipment: AdminInboundShipmentView }) {
  const add = useAddManagerCommentMutation(shipment.id);
  const comments = [
    ...(shipment.sellerComment ? [{ author: 'SELLER' as const, text: shipment.sellerComment, at: shipment.createdAt }] : []),
    ...shipment.comments,
  ];
  return <ManagerComments comments={comments} add={add} namespace="warehouseInbound" testIdPrefix="inbound" />;
}
